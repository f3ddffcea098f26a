import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import { Toaster } from '../../../components/ui/toast.tsx';
import { renderPage } from '../../../test-render.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { WalletHistory } from './wallet-history.tsx';
import { WalletPanel } from './wallet-panel.tsx';

describe('WalletPanel', () => {
  it('shows a balance of ₹0 and a link to the history', () => {
    renderPage(<WalletPanel historyPath="/dealer/wallet/wallethistory" />, { path: '/dealer/wallet' });
    expect(screen.getByText('₹0')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wallet history' }).getAttribute('href')).toBe('/dealer/wallet/wallethistory');
  });

  it("says 'This service is not available right now' on Transfer Amount, every time", () => {
    renderPage(
      <>
        <WalletPanel historyPath="/sell/user/wallet/wallethistory" />
        <Toaster />
      </>,
      { path: '/sell/user/wallet' },
    );
    for (let press = 0; press < 2; press++) {
      act(() => {
        fireEvent.click(screen.getByRole('button', { name: 'Transfer Amount' }));
      });
    }
    expect(screen.getAllByText(messages.general.notAvailable, { selector: '.toast span' })).toHaveLength(2);
    // No second step: the balance card is all there is.
    expect(screen.queryByLabelText(/mobile/i)).toBeNull();
  });
});

describe('WalletHistory', () => {
  it("is empty: 'No transactions yet', what a transfer would show, and the way back", () => {
    renderPage(<WalletHistory walletPath="/sell/user/wallet" />, { path: '/sell/user/wallet/wallethistory' });
    expect(screen.getByText('No transactions yet')).toBeTruthy();
    expect(screen.getByText(/payment type, transaction id, who it was transferred to/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to wallet' }).getAttribute('href')).toBe('/sell/user/wallet');
  });
});

describe('formatRupees', () => {
  it('writes amounts the Indian way', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(125000)).toBe('₹1,25,000');
  });
});
