import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import type { AdminCommissionPayment, OverdueStatement } from '@kt/contract/commission/commission';
import { Toaster } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { stubEndpoint } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { makeAuthRecord } from '../../../test-support.ts';
import { adminCommissionTexts as t } from '../texts.ts';
import { CommissionPayments } from './commission-payments.tsx';
import { commissionMessages } from '@kt/contract/commission/commission-messages';

afterEach(() => browserStorage.setAuth(null));

const payment: AdminCommissionPayment = {
  id: 9,
  statement_number: 'KTS00000003202611',
  month: '2026-11',
  amount: '12.34',
  utr: '412345678901',
  status: 'Submitted',
  submitted_at: '2026-11-27T06:00:00.000Z',
  decided_at: null,
  reason: null,
  dealer: { id: 3, KT_ID: 'KTD000003', username: 'Ramesh Kabadiwala' },
};

const overdue: OverdueStatement = {
  statement_number: 'KTS00000004202609',
  month: '2026-09',
  dealer: { id: 4, KT_ID: 'KTD000004', username: 'Suresh Collector' },
  commission: '40.00',
  verified_paid: '10.00',
  due: '30.00',
  due_date: '2026-10-10',
  has_waiting_payment: false,
};

function stubServer() {
  const lists: Record<string, AdminCommissionPayment[]> = { Submitted: [payment], Verified: [], Rejected: [] };
  const reads = stubEndpoint(adminRoutes.adminCommissionPayments, ({ query }) => lists[query.get('status') ?? 'Submitted'] ?? []);
  stubEndpoint(adminRoutes.adminOverdueStatements, [overdue]);
  const verifies = stubEndpoint(adminRoutes.adminVerifyCommissionPayment, () => {
    lists.Submitted = [];
    lists.Verified = [{ ...payment, status: 'Verified', decided_at: '2026-11-28T06:00:00.000Z' }];
    return { msg: commissionMessages.paymentVerified };
  });
  const rejects = stubEndpoint(adminRoutes.adminRejectCommissionPayment, ({ json }) => {
    lists.Submitted = [];
    lists.Rejected = [{ ...payment, status: 'Rejected', reason: json?.reason ?? '' }];
    return { msg: commissionMessages.paymentRejected };
  });
  return { reads, verifies, rejects };
}

function renderConsole() {
  browserStorage.setAuth(makeAuthRecord('Admin'));
  renderPage(
    <>
      <CommissionPayments />
      <Toaster />
    </>,
    { path: '/admin/commission' },
  );
}

describe('CommissionPayments', () => {
  it('lists the payments to check with statement, dealer, amount and UTR, and the overdue statements', async () => {
    stubServer();
    renderConsole();
    expect(await screen.findByRole('heading', { name: payment.statement_number })).toBeTruthy();
    expect(screen.getByText('Ramesh Kabadiwala (KTD000003)')).toBeTruthy();
    expect(screen.getByText('₹12.34')).toBeTruthy();
    expect(screen.getByText('412345678901')).toBeTruthy();
    const list = await screen.findByRole('list', { name: t.overdueLabel });
    expect(within(list).getByText(overdue.statement_number)).toBeTruthy();
    expect(within(list).getByText('₹30')).toBeTruthy();
    expect(within(list).getByText('10 Oct 2026')).toBeTruthy();
  });

  it('marks a payment verified and moves it to the Verified tab', async () => {
    const { verifies } = stubServer();
    renderConsole();
    fireEvent.click(await screen.findByRole('button', { name: t.verifyName(payment.utr) }));
    expect(await screen.findByText(commissionMessages.paymentVerified, { selector: '.toast span' })).toBeTruthy();
    expect(verifies.calls[0]?.params).toEqual({ id: '9' });
    expect(await screen.findByText(t.empty.Submitted)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: t.tabs.Verified }));
    expect(await screen.findByRole('heading', { name: payment.statement_number })).toBeTruthy();
  });

  it('rejects a payment with the reason the dealer reads', async () => {
    const { rejects } = stubServer();
    renderConsole();
    fireEvent.click(await screen.findByRole('button', { name: t.rejectName(payment.utr) }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(t.reasonLabel), { target: { value: 'No payment with this UTR.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.rejectConfirm }));
    await waitFor(() => expect(rejects.calls).toHaveLength(1));
    expect(rejects.calls[0]?.json).toEqual({ reason: 'No payment with this UTR.' });
    expect(await screen.findByText(commissionMessages.paymentRejected, { selector: '.toast span' })).toBeTruthy();
  });
});
