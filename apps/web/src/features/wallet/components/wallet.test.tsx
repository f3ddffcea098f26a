import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as routes from '@kt/contract/routes';
import type { DealerWallet as DealerWalletAnswer, WalletHistoryEntry } from '@kt/contract/wallet/wallet';
import { Toaster } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { answer, refuse, stubEndpoint } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { backToEnglish, inLanguage } from '../../../test/in-language.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { CustomerWallet } from './customer-wallet.tsx';
import { DealerWallet, formatMonth } from './dealer-wallet.tsx';
import { WalletHistory } from './wallet-history.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  browserStorage.setAuth(null);
});

const entry = (overrides: Partial<WalletHistoryEntry> = {}): WalletHistoryEntry => ({
  paymentTypeImg: '',
  transactionId: 'KTO00000012',
  transferTo: 'Ramesh Kabadiwala',
  mobileNo: '9897011111',
  amount: '57.29',
  date: '2026-11-20T08:35:00.000Z',
  order_number: 'KTO00000012',
  payment_method: 'cash',
  payment_reference: null,
  commission_amount: null,
  ...overrides,
});

describe('CustomerWallet', () => {
  it("shows 'Paid to you' from the server with the history below it, and no Transfer button (issue 28)", async () => {
    browserStorage.setAuth(makeAuthRecord('Personal'));
    const read = stubEndpoint(routes.customerWallet, { balance: '1031.42', completed_orders: 3 });
    const history = stubEndpoint(routes.customerWalletHistory, [entry()]);
    renderPage(<CustomerWallet />, { path: '/sell/user/wallet' });
    expect(await screen.findByText('₹1,031.42')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Paid to you' })).toBeTruthy();
    expect(screen.queryByText('Wallet balance')).toBeNull();
    expect(screen.getByText(/3 completed pickups/)).toBeTruthy();
    expect(read.calls).toHaveLength(1);
    expect(read.calls[0]?.headers.get('Authorization')).toBe('Bearer a');
    const table = await screen.findByRole('table', { name: 'Wallet history' });
    expect(within(table).getByText('KTO00000012')).toBeTruthy();
    expect(within(table).getByText('₹57.29')).toBeTruthy();
    expect(history.calls).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Transfer Amount' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Back to wallet' })).toBeNull();
  });

  it('says no transactions yet under Paid to you ₹0 when nothing was completed', async () => {
    browserStorage.setAuth(makeAuthRecord('Personal'));
    stubEndpoint(routes.customerWallet, { balance: '0.00', completed_orders: 0 });
    stubEndpoint(routes.customerWalletHistory, []);
    renderPage(
      <>
        <CustomerWallet />
        <Toaster />
      </>,
      { path: '/sell/user/wallet' },
    );
    expect(await screen.findByText('₹0')).toBeTruthy();
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Transfer Amount' })).toBeNull();
  });

  it('offers a retry when the sum cannot be loaded', async () => {
    browserStorage.setAuth(makeAuthRecord('Personal'));
    stubEndpoint(routes.customerWallet, refuse(500));
    stubEndpoint(routes.customerWalletHistory, []);
    renderPage(<CustomerWallet />, { path: '/sell/user/wallet' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('WalletHistory', () => {
  it("lists the customer's completed pickups: date, order, dealer, amount, method (with the UPI reference)", async () => {
    browserStorage.setAuth(makeAuthRecord('Personal'));
    const history = stubEndpoint(routes.customerWalletHistory, [
      entry(),
      entry({ order_number: 'KTO00000009', amount: '0.01', payment_method: 'upi', payment_reference: 'UPIREF998877', date: '2026-10-31T18:40:00.000Z' }),
    ]);
    renderPage(<WalletHistory side="customer" walletPath="/sell/user/wallet" />, { path: '/sell/user/wallet/wallethistory' });
    const table = await screen.findByRole('table', { name: 'Wallet history' });
    expect(history.calls).toHaveLength(1);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Order', 'Dealer', 'Amount', 'Method']);
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '20 Nov 2026',
      'KTO00000012',
      'Ramesh Kabadiwala9897011111',
      '₹57.29',
      'Cash',
    ]);
    // 18:40 UTC on 31 October is 1 November in India.
    expect(within(rows[2]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '1 Nov 2026',
      'KTO00000009',
      'Ramesh Kabadiwala9897011111',
      '₹0.01',
      'UPIRef. UPIREF998877',
    ]);
    expect(screen.getByRole('link', { name: 'Back to wallet' }).getAttribute('href')).toBe('/sell/user/wallet');
  });

  it("shows the dealer's history with the seller and the commission, and pages with 'Show more'", async () => {
    browserStorage.setAuth(makeAuthRecord('Kabadi'));
    const history = stubEndpoint(routes.dealerWalletHistory, ({ query }) =>
      query.has('cursor')
        ? [entry({ order_number: 'KTO00000001', transferTo: 'Asha Sharma', commission_amount: '0.31', amount: '31.42' })]
        : answer([entry({ transferTo: 'Asha Sharma', commission_amount: '0.57' })], {
            headers: { Link: '</api/wallet/dealer/history/?cursor=abc>; rel="next"' },
          }),
    );
    renderPage(<WalletHistory side="dealer" walletPath="/dealer/wallet" />, { path: '/dealer/wallet/wallethistory' });
    const table = await screen.findByRole('table', { name: 'Wallet history' });
    expect(history.calls).toHaveLength(1);
    expect(within(table).getByRole('columnheader', { name: 'Seller' })).toBeTruthy();
    expect(within(table).getByText('₹0.57')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(table).findByText('KTO00000001')).toBeTruthy();
    expect(within(table).getByText('₹0.31')).toBeTruthy();
    expect(history.calls.map(({ query }) => query.get('cursor'))).toEqual([null, 'abc']);
  });

  it("says 'No transactions yet' when nothing is completed", async () => {
    browserStorage.setAuth(makeAuthRecord('Personal'));
    stubEndpoint(routes.customerWalletHistory, []);
    renderPage(<WalletHistory side="customer" walletPath="/sell/user/wallet" />, { path: '/sell/user/wallet/wallethistory' });
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('DealerWallet', () => {
  const wallet: DealerWalletAnswer = {
    paid_total: '1031.42',
    commission_total: '10.31',
    completed_orders: 3,
    months: [
      { month: '2025-04', orders: 2, paid: '1000.00', commission: '10.00' },
      { month: '2025-03', orders: 1, paid: '31.42', commission: '0.31' },
    ],
  };

  it('shows paid out, commission owed and a statement download per month', async () => {
    browserStorage.setAuth(makeAuthRecord('Kabadi'));
    const read = stubEndpoint(routes.dealerWallet, wallet);
    renderPage(<DealerWallet historyPath="/dealer/wallet/wallethistory" />, { path: '/dealer/wallet' });
    await screen.findByText('₹1,031.42');
    expect(screen.getByText('Paid out to sellers').nextElementSibling?.textContent).toBe('₹1,031.42');
    expect(screen.getByText('Platform commission owed').nextElementSibling?.textContent).toBe('₹10.31');
    expect(read.calls).toHaveLength(1);
    const months = within(screen.getByRole('list', { name: 'Your months' })).getAllByRole('listitem');
    expect(months).toHaveLength(2);
    expect(within(months[0]!).getByText('April 2025')).toBeTruthy();
    expect(within(months[1]!).getByText('Commission: ₹0.31')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Transfer Amount' })).toBeTruthy();
  });

  it("downloads the month's statement with the Bearer token as statement-yyyy-mm.csv", async () => {
    browserStorage.setAuth(makeAuthRecord('Kabadi'));
    stubEndpoint(routes.dealerWallet, wallet);
    const statement = stubEndpoint(routes.dealerStatement, () => new Response('csv', { headers: { 'Content-Type': 'text/csv' } }));
    const createObjectURL = vi.fn(() => 'blob:statement');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('statement-2025-03.csv');
    });
    renderPage(<DealerWallet historyPath="/dealer/wallet/wallethistory" />, { path: '/dealer/wallet' });
    fireEvent.click(await screen.findByRole('button', { name: 'Download statement for March 2025' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(statement.calls.map((call) => call.params.month)).toEqual(['2025-03']);
    expect(statement.calls[0]?.headers.get('Authorization')).toBe('Bearer a');
  });

  it('says when there are no months yet', async () => {
    browserStorage.setAuth(makeAuthRecord('Kabadi'));
    stubEndpoint(routes.dealerWallet, { paid_total: '0.00', commission_total: '0.00', completed_orders: 0, months: [] });
    renderPage(<DealerWallet historyPath="/h" />, { path: '/dealer/wallet' });
    expect(await screen.findByText(/your monthly statements will appear here/)).toBeTruthy();
  });
});

describe('formatMonth', () => {
  it('writes yyyy-mm as the month and year', () => {
    expect(formatMonth('2026-11')).toBe('November 2026');
  });
});

describe('The wallet in Hindi (issue 29)', () => {
  afterEach(backToEnglish);

  it('writes the month in Hindi', async () => {
    await inLanguage('hi');
    expect(formatMonth('2026-11')).toBe('नवंबर 2026');
  });

  it("shows 'Paid to you' and the history's columns in Hindi, with ₹ amounts", async () => {
    await inLanguage('hi');
    browserStorage.setAuth(makeAuthRecord('Personal'));
    stubEndpoint(routes.customerWallet, { balance: '125000.50', completed_orders: 3 });
    stubEndpoint(routes.customerWalletHistory, [entry()]);
    renderPage(<CustomerWallet />, { path: '/sell/user/wallet' });
    expect(await screen.findByText('₹1,25,000.50')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'आपको भुगतान' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'वॉलेट का इतिहास' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['तारीख़', 'ऑर्डर', 'डीलर', 'रकम', 'तरीका']);
    expect(within(rows[1]!).getByText('नकद')).toBeTruthy();
    expect(within(rows[1]!).getByText('₹57.29')).toBeTruthy();
  });
});
