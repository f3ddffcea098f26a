import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CommissionPayment, CommissionStatement } from '@kt/contract/commission/commission';
import { buildUpiLink } from '@kt/contract/payments/upi';
import * as routes from '@kt/contract/routes';
import { Toaster } from '../../../components/ui/toast.tsx';
import { upiTexts } from '../../../components/upi/upi-texts.ts';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { refuse, stubEndpoint } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { makeAuthRecord } from '../../../test-support.ts';
import { commissionTexts as t } from '../commission-texts.ts';
import { CommissionStatementView } from './commission-statement.tsx';
import { DealerWallet } from './dealer-wallet.tsx';
import { commissionMessages } from '@kt/contract/commission/commission-messages';

afterEach(() => browserStorage.setAuth(null));

// makeAuthRecord's dealer is id 7.
const number = 'KTS00000007202611';
const link = buildUpiLink({ payeeVpa: 'kabadi.techno@okaxis', payeeName: 'Kabadi Techno', amountPaise: 1234n, reference: number });

const due: CommissionStatement = {
  statement_number: number,
  month: '2026-11',
  orders: 2,
  commission: '12.34',
  verified_paid: '0.00',
  due: '12.34',
  due_date: '2026-12-10',
  is_overdue: false,
  has_waiting_payment: false,
  can_submit: true,
  upi: { link, payee_vpa: 'kabadi.techno@okaxis', payee_name: 'Kabadi Techno', amount: '12.34' },
  payments: [],
};

const submitted: CommissionPayment = {
  id: 5,
  statement_number: number,
  month: '2026-11',
  amount: '12.34',
  utr: '412345678901',
  status: 'Submitted',
  submitted_at: '2026-11-27T06:00:00.000Z',
  decided_at: null,
  reason: null,
};

function renderStatement() {
  browserStorage.setAuth(makeAuthRecord('Kabadi'));
  return renderPage(
    <>
      <CommissionStatementView statement={number} walletPath="/dealer/wallet" />
      <Toaster />
    </>,
    { path: `/dealer/wallet/commission/${number}` },
  );
}

const utrField = () => screen.getByLabelText(t.utrLabel) as HTMLInputElement;
function errorOf(field: HTMLElement): string | null {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)).find((element) => element?.classList.contains('field__error'))?.textContent ?? null;
}

describe('CommissionStatementView', () => {
  it('shows the due amount, the due date, the UPI link button and its QR code', async () => {
    const read = stubEndpoint(routes.dealerCommissionStatement, due);
    renderStatement();
    expect(await screen.findAllByText(number)).toHaveLength(2);
    expect(screen.getByText('10 Dec 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: upiTexts.payButton }).getAttribute('href')).toBe(link);
    expect(await screen.findByRole('img', { name: upiTexts.qrAlt('₹12.34', 'Kabadi Techno') })).toBeTruthy();
    expect(read.calls[0]?.params).toEqual({ statement: number });
    expect(read.calls[0]?.headers.get('Authorization')).toBe('Bearer a');
  });

  it('checks the UTR before sending: 12 digits, no spaces', async () => {
    stubEndpoint(routes.dealerCommissionStatement, due);
    const send = stubEndpoint(routes.dealerSubmitCommissionUtr, () => refuse(500, { code: 'INTERNAL', message: 'x', requestId: 'r' }));
    renderStatement();
    await screen.findByRole('heading', { name: 'November 2026' });
    for (const [typed, message] of [
      ['', commissionMessages.utrRequired],
      ['41234567890', commissionMessages.utrInvalid],
      ['4123 5678901', commissionMessages.utrInvalid],
    ] as const) {
      fireEvent.change(utrField(), { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: t.submit }));
      expect(errorOf(utrField())).toBe(message);
    }
    expect(send.calls).toEqual([]);
  });

  it('submits the UTR, says so, and shows the payment waiting to be checked', async () => {
    let current = due;
    stubEndpoint(routes.dealerCommissionStatement, () => current);
    const send = stubEndpoint(routes.dealerSubmitCommissionUtr, ({ json }) => {
      current = { ...due, has_waiting_payment: true, can_submit: false, upi: null, payments: [submitted] };
      return { msg: commissionMessages.submitted, payment: { ...submitted, utr: json?.utr ?? '' } };
    });
    renderStatement();
    await screen.findByRole('heading', { name: 'November 2026' });
    fireEvent.change(utrField(), { target: { value: '412345678901' } });
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(commissionMessages.submitted, { selector: '.toast span' })).toBeTruthy();
    expect(send.calls[0]?.json).toEqual({ utr: '412345678901' });
    const payments = await screen.findByRole('list', { name: t.paymentsLabel });
    expect(within(payments).getByText(t.paymentUtr('412345678901'))).toBeTruthy();
    expect(within(payments).getByText(t.statuses.Submitted ?? '')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: upiTexts.payButton })).toBeNull());
    expect(screen.queryByLabelText(t.utrLabel)).toBeNull();
  });

  it("shows the server's refusal at the UTR field", async () => {
    stubEndpoint(routes.dealerCommissionStatement, due);
    stubEndpoint(routes.dealerSubmitCommissionUtr, () =>
      refuse(409, { code: 'CONFLICT', message: commissionMessages.utrUsed, requestId: 'r', fields: { utr: [commissionMessages.utrUsed] } }),
    );
    renderStatement();
    await screen.findByRole('heading', { name: 'November 2026' });
    fireEvent.change(utrField(), { target: { value: '412345678901' } });
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(errorOf(utrField())).toBe(commissionMessages.utrUsed));
  });

  it('shows a rejected payment with its reason, and a paid statement without a link or form', async () => {
    stubEndpoint(routes.dealerCommissionStatement, {
      ...due,
      verified_paid: '12.34',
      due: '0.00',
      can_submit: false,
      upi: null,
      payments: [
        { ...submitted, id: 6, status: 'Verified', decided_at: '2026-11-28T06:00:00.000Z' },
        { ...submitted, utr: '412345678900', status: 'Rejected', reason: 'No such UTR.', decided_at: '2026-11-27T09:00:00.000Z' },
      ],
    });
    renderStatement();
    expect(await screen.findByText(t.paidInFull)).toBeTruthy();
    expect(screen.getByText(/No such UTR\./)).toBeTruthy();
    expect(screen.queryByRole('link', { name: upiTexts.payButton })).toBeNull();
    expect(screen.queryByLabelText(t.utrLabel)).toBeNull();
  });
});

describe("DealerWallet's months", () => {
  it('link a month with commission to its statement, and not a month without', async () => {
    browserStorage.setAuth(makeAuthRecord('Kabadi'));
    stubEndpoint(routes.dealerWallet, {
      paid_total: '1000.01',
      commission_total: '12.34',
      completed_orders: 3,
      months: [
        { month: '2026-11', orders: 2, paid: '1000.00', commission: '12.34' },
        { month: '2026-10', orders: 1, paid: '0.01', commission: '0.00' },
      ],
    });
    renderPage(<DealerWallet historyPath="/dealer/wallet/wallethistory" />, { path: '/dealer/wallet' });
    const open = await screen.findByRole('link', { name: t.openStatementFor('November 2026') });
    expect(open.getAttribute('href')).toBe(`/dealer/wallet/commission/${number}`);
    expect(screen.queryByRole('link', { name: t.openStatementFor('October 2026') })).toBeNull();
  });
});
