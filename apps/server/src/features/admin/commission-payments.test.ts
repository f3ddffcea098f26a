import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { AdminSiteSettings } from '@kt/contract/admin/site-settings';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { commissionStatementNumber } from '@kt/contract/commission/commission-rules';
import type { AdminCommissionPayment, CommissionStatement, OverdueStatement } from '@kt/contract/commission/commission';
import { pathTo } from '@kt/contract/http/path-to';
import { indiaMonth } from '@kt/contract/india-time';
import * as routes from '@kt/contract/routes';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { adminActions, commissionPayments, orders } from '../../platform/db/schema/index.ts';
import { signInDemoAdmin } from '../../../test/admin-helpers.ts';
import { bearer } from '../../../test/accounts-helpers.ts';
import { completedOrder } from '../../../test/completed-orders.ts';
import { createEmployee } from '../../../test/factories.ts';
import { encodeBody } from '../../../test/form-bodies.ts';
import { messagesTo, verifyMobile } from '../../../test/notify-helpers.ts';
import { newCustomer, pricesOf, signInDemo } from '../../../test/orders-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCommissionPaymentsRepo } from './commission-payments.repo.ts';
import { createCommissionPaymentsService } from './commission-payments.service.ts';
import { commissionMessages } from '@kt/contract/commission/commission-messages';

/*
 * Issue 28: the dealer's monthly commission paid by UPI with a UTR, checked by an admin. The
 * dealers' orders are written straight as Completed in months of 2024 (nothing seeded falls in
 * them), each with the exact commission the test expects.
 */

let t: TestApp;
let admin: AuthRecord;
let kabadi: AuthRecord;
let collector: AuthRecord;
let customer: AuthRecord;
let entry: PriceListEntry;
let kabadiMobile: string;

const platformVpa = 'kabadi.techno@okaxis';
const platformName = 'Kabadi Techno & Sons';

const get = (who: AuthRecord | null, url: string) => t.app.inject({ method: 'GET', url, headers: who ? bearer(who) : {} });
const statementUrl = (number: string) => pathTo(routes.dealerCommissionStatement, { statement: number });
const paymentsUrl = (number: string) => pathTo(routes.dealerSubmitCommissionUtr, { statement: number });
const submit = (who: AuthRecord, number: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: paymentsUrl(number), headers: bearer(who), payload });

async function statement(who: AuthRecord, number: string): Promise<CommissionStatement> {
  const res = await get(who, statementUrl(number));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A Completed order of the demo kabadi with this commission, completed at `at`. */
function commissionOrder(commission: string, at: Date) {
  return completedOrder(t, customer, { items: [{ entry, rate: '10.00', weight: '100', amount: '1000.00' }], paid: '1000.00', commission, completedAt: at });
}

async function storedPayments(dealerId: number, month: string) {
  return t.database.db
    .select()
    .from(commissionPayments)
    .where(and(eq(commissionPayments.dealerId, dealerId), eq(commissionPayments.month, month)));
}

async function listPayments(status: string): Promise<AdminCommissionPayment[]> {
  const res = await get(admin, `${adminRoutes.adminCommissionPayments.path}?status=${status}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function overdue(): Promise<OverdueStatement[]> {
  const res = await get(admin, adminRoutes.adminOverdueStatements.path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await signInDemoAdmin(t.app);
  kabadi = await signInDemo(t.app, 'kabadi');
  collector = await signInDemo(t.app, 'collector');
  customer = await newCustomer(t);
  const first = (await pricesOf(t.app, '282001', kabadi))[0];
  if (!first) throw new Error('no seeded price');
  entry = first;
  kabadiMobile = await verifyMobile(t.database.db, kabadi.id);
  // March 2024: 12.30 + 0.04 = 12.34 due. May 2024: 5.00 due. January 2024: nothing.
  await commissionOrder('12.30', new Date('2024-03-05T06:00:00Z'));
  await commissionOrder('0.04', new Date('2024-03-31T18:20:00Z'));
  await commissionOrder('5.00', new Date('2024-05-20T06:00:00Z'));
});
afterAll(() => t.close());

const march = () => commissionStatementNumber(kabadi.id, '2024-03');
const may = () => commissionStatementNumber(kabadi.id, '2024-05');

describe('the platform UPI ID in the site settings', () => {
  it('without one the statement has no UPI link; an admin sets it, its UPI ID checked', async () => {
    const current = (await get(admin, adminRoutes.adminSiteSettings.path)).json() as AdminSiteSettings;
    // The demo seed's example.
    expect(current).toMatchObject({ upi_vpa: 'kabaditechno.example@okaxis', upi_payee_name: 'Kabadi Techno' });
    const { certificate: _certificate, updated_at: _updated, upi_vpa: _vpa, upi_payee_name: _name, ...text } = current;
    const save = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: adminRoutes.adminSiteSettings.path, headers: bearer(admin), payload });
    expect((await save({ ...text, upi_vpa: '', upi_payee_name: '' })).statusCode).toBe(200);
    expect((await statement(kabadi, march())).upi).toBeNull();
    expect((await statement(kabadi, march())).can_submit).toBe(true);

    const bad = await save({ ...text, upi_vpa: 'not a vpa' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.upi_vpa).toEqual([commissionMessages.settingsVpaInvalid]);

    const saved = await save({ ...text, upi_vpa: platformVpa, upi_payee_name: platformName });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ upi_vpa: platformVpa, upi_payee_name: platformName });
    // A client of issue 15 that sends no UPI fields leaves them as they are.
    expect((await save({ ...text })).json()).toMatchObject({ upi_vpa: platformVpa, upi_payee_name: platformName });
    // Not on the public read.
    expect((await get(null, routes.siteSettings.path)).body).not.toContain(platformVpa);
  });
});

describe("the dealer's commission statement", () => {
  it('gives the exact UPI link: amount to the paisa, INR, the statement number as tr and tn, the name encoded', async () => {
    const number = march();
    expect(number).toBe(`KTS${String(kabadi.id).padStart(8, '0')}202403`);
    const answer = await statement(kabadi, number);
    expect(answer).toMatchObject({
      statement_number: number,
      month: '2024-03',
      orders: 2,
      commission: '12.34',
      verified_paid: '0.00',
      due: '12.34',
      due_date: '2024-04-10',
      is_overdue: true,
      has_waiting_payment: false,
      can_submit: true,
      payments: [],
    });
    expect(answer.upi).toEqual({
      link: `upi://pay?pa=kabadi.techno%40okaxis&pn=Kabadi%20Techno%20%26%20Sons&am=12.34&cu=INR&tr=${number}&tn=${number}`,
      payee_vpa: platformVpa,
      payee_name: platformName,
      amount: '12.34',
    });
    const link = new URL(answer.upi?.link ?? '');
    expect(Object.fromEntries(link.searchParams)).toEqual({ pa: platformVpa, pn: platformName, am: '12.34', cu: 'INR', tr: number, tn: number });
  });

  it("refuses another dealer's statement, an employee, and a number that is not a statement", async () => {
    const res = await get(collector, statementUrl(march()));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(commissionMessages.statementNotYours);
    expect(res.body).not.toContain('12.34');
    const employee = await createEmployee(t, kabadi);
    expect((await get(employee, statementUrl(march()))).statusCode).toBe(403);
    expect((await get(null, statementUrl(march()))).statusCode).toBe(401);
    expect((await get(kabadi, statementUrl('KTO00000042'))).statusCode).toBe(400);
  });

  it('has nothing due in a month without completed orders', async () => {
    const empty = await statement(kabadi, commissionStatementNumber(kabadi.id, '2024-01'));
    expect(empty).toMatchObject({ orders: 0, commission: '0.00', due: '0.00', can_submit: false, upi: null, is_overdue: false });
  });
});

describe('submitting the UTR', () => {
  it('takes 12 digits only: 11, 13, letters and spaces are refused with the message, and nothing is stored', async () => {
    for (const utr of ['41234567890', '4123456789012', '41234567890a', 'ABCDEFGHIJKL', '4123 5678901', ' 412345678901', '412345678901 ', '']) {
      const res = await submit(kabadi, march(), { utr });
      expect(res.statusCode, JSON.stringify(utr)).toBe(400);
      expect(res.json().fields.utr, JSON.stringify(utr)).toEqual([utr === '' ? commissionMessages.utrRequired : commissionMessages.utrInvalid]);
    }
    const missing = await submit(kabadi, march(), {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.utr).toEqual([commissionMessages.utrRequired]);
    expect(await storedPayments(kabadi.id, '2024-03')).toEqual([]);
  });

  it("refuses another dealer's statement and a month with nothing due, storing nothing", async () => {
    const other = await submit(collector, march(), { utr: '412345678901' });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(commissionMessages.statementNotYours);
    const january = commissionStatementNumber(kabadi.id, '2024-01');
    const nothing = await submit(kabadi, january, { utr: '412345678901' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(commissionMessages.nothingDue);
    expect(await storedPayments(kabadi.id, '2024-03')).toEqual([]);
    expect(await storedPayments(kabadi.id, '2024-01')).toEqual([]);
    expect(await storedPayments(collector.id, '2024-03')).toEqual([]);
  });

  it('stores the UTR with what is due, in every body encoding, and refuses a second one while it waits', async () => {
    for (const encoding of ['multipart', 'urlencoded', 'json'] as const) {
      // The body layer: the same refusal whatever the encoding.
      const body = encodeBody(encoding, { utr: '4123456789' });
      const res = await t.app.inject({ method: 'POST', url: paymentsUrl(march()), headers: { ...body.headers, ...bearer(kabadi) }, payload: body.payload });
      expect(res.statusCode, encoding).toBe(400);
    }
    const body = encodeBody('urlencoded', { utr: '412345678901' });
    const res = await t.app.inject({ method: 'POST', url: paymentsUrl(march()), headers: { ...body.headers, ...bearer(kabadi) }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      msg: commissionMessages.submitted,
      payment: { statement_number: march(), month: '2024-03', amount: '12.34', utr: '412345678901', status: 'Submitted', decided_at: null, reason: null },
    });

    const again = await submit(kabadi, march(), { utr: '412345678902' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(commissionMessages.paymentWaiting);
    expect(await storedPayments(kabadi.id, '2024-03')).toHaveLength(1);

    const waiting = await statement(kabadi, march());
    expect(waiting).toMatchObject({ has_waiting_payment: true, can_submit: false, upi: null, due: '12.34' });
    expect(waiting.payments.map((payment) => payment.status)).toEqual(['Submitted']);
  });
});

describe("an admin checks the dealers' payments", () => {
  it('is refused to a dealer (they cannot verify their own payment), a customer and no token', async () => {
    const [payment] = await storedPayments(kabadi.id, '2024-03');
    if (!payment) throw new Error('no payment');
    for (const [method, url, payload] of [
      ['GET', adminRoutes.adminCommissionPayments.path, undefined],
      ['GET', adminRoutes.adminOverdueStatements.path, undefined],
      ['POST', pathTo(adminRoutes.adminVerifyCommissionPayment, { id: payment.id }), undefined],
      ['POST', pathTo(adminRoutes.adminRejectCommissionPayment, { id: payment.id }), { reason: 'No such UTR.' }],
    ] as const) {
      expect((await t.app.inject({ method, url, payload })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method, url, payload, headers: bearer(kabadi) })).statusCode, url).toBe(403);
      expect((await t.app.inject({ method, url, payload, headers: bearer(customer) })).statusCode, url).toBe(403);
    }
    expect((await storedPayments(kabadi.id, '2024-03'))[0]?.status).toBe('Submitted');
  });

  it('lists the submitted payment; verifying it writes the audit log and queues the message to the dealer', async () => {
    const listed = (await listPayments('Submitted')).find((payment) => payment.statement_number === march());
    expect(listed).toMatchObject({ amount: '12.34', utr: '412345678901', status: 'Submitted', dealer: { id: kabadi.id, KT_ID: kabadi.KT_ID } });
    if (!listed) throw new Error('not listed');

    const res = await t.app.inject({ method: 'POST', url: pathTo(adminRoutes.adminVerifyCommissionPayment, { id: listed.id }), headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: commissionMessages.paymentVerified });

    const audit = await t.database.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.targetKind, 'commission_payment'), eq(adminActions.targetId, listed.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ adminId: admin.id, action: 'commission.verify' });
    expect(audit[0]?.detail).toContain(march());
    expect(audit[0]?.detail).toContain('412345678901');

    const sent = (await messagesTo(t.database.db, kabadiMobile)).filter((message) => message.kind === 'commission_decision');
    expect(sent.map((message) => message.text)).toContain(
      `Your commission payment for statement ${march()} was verified. ${t.config.publicUrl}/dealer/wallet/commission/${march()}`,
    );

    // Decided once: a second decision is refused.
    expect((await t.app.inject({ method: 'POST', url: pathTo(adminRoutes.adminVerifyCommissionPayment, { id: listed.id }), headers: bearer(admin) })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: pathTo(adminRoutes.adminRejectCommissionPayment, { id: listed.id }), headers: bearer(admin), payload: { reason: 'x' } })).statusCode).toBe(409);

    const paid = await statement(kabadi, march());
    expect(paid).toMatchObject({ verified_paid: '12.34', due: '0.00', can_submit: false, is_overdue: false, upi: null });
    expect(paid.payments.map((payment) => payment.status)).toEqual(['Verified']);
    expect((await submit(kabadi, march(), { utr: '412345678909' })).statusCode).toBe(409);
    expect((await listPayments('Verified')).map((payment) => payment.id)).toContain(listed.id);
  });

  it('rejects with a reason (audit, message); the dealer may then submit again, but not a UTR already counted', async () => {
    const first = await submit(kabadi, may(), { utr: '512345678901' });
    expect(first.statusCode, first.body).toBe(201);
    const id = first.json().payment.id as number;
    const rejectUrl = pathTo(adminRoutes.adminRejectCommissionPayment, { id });

    const noReason = await t.app.inject({ method: 'POST', url: rejectUrl, headers: bearer(admin), payload: { reason: ' ' } });
    expect(noReason.statusCode).toBe(400);
    const res = await t.app.inject({ method: 'POST', url: rejectUrl, headers: bearer(admin), payload: { reason: 'No payment with this UTR reached us.' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: commissionMessages.paymentRejected });

    const [audit] = await t.database.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.targetKind, 'commission_payment'), eq(adminActions.targetId, id)));
    expect(audit).toMatchObject({ action: 'commission.reject', adminId: admin.id });
    expect(audit?.detail).toContain('No payment with this UTR reached us.');
    const sent = (await messagesTo(t.database.db, kabadiMobile)).filter((message) => message.kind === 'commission_decision');
    expect(sent.at(-1)?.text).toContain(`statement ${may()} was not accepted`);

    const rejected = await statement(kabadi, may());
    expect(rejected).toMatchObject({ due: '5.00', can_submit: true, has_waiting_payment: false });
    expect(rejected.payments[0]).toMatchObject({ status: 'Rejected', reason: 'No payment with this UTR reached us.' });
    expect(rejected.upi?.link).toContain(`am=5.00&cu=INR&tr=${may()}`);

    // The UTR verified for March names one transaction: it cannot pay May too.
    const reused = await submit(kabadi, may(), { utr: '412345678901' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(commissionMessages.utrUsed);
    // The rejected UTR is free again (it may have been mistyped), and a new one is taken.
    const resubmitted = await submit(kabadi, may(), { utr: '512345678902' });
    expect(resubmitted.statusCode, resubmitted.body).toBe(201);
    expect(resubmitted.json().payment).toMatchObject({ amount: '5.00', status: 'Submitted' });
  });
});

describe('overdue statements', () => {
  it('lists a statement with something due after its due date, with a payment waiting marked, and not a paid one', async () => {
    const list = await overdue();
    const statements = list.filter((row) => row.dealer.id === kabadi.id).map((row) => row.statement_number);
    expect(statements).toContain(may());
    expect(statements).not.toContain(march());
    expect(list.find((row) => row.statement_number === may())).toMatchObject({
      month: '2024-05',
      due: '5.00',
      due_date: '2024-06-10',
      has_waiting_payment: true,
      dealer: { id: kabadi.id, KT_ID: kabadi.KT_ID },
    });
  });

  it('does not list the current month: moved two months back by SQL, it is', async () => {
    const { id } = await commissionOrder('7.77', new Date());
    const number = commissionStatementNumber(kabadi.id, indiaMonth(new Date()));
    expect((await overdue()).map((row) => row.statement_number)).not.toContain(number);

    await t.database.db.update(orders).set({ completedAt: sql`${orders.completedAt} - interval '2 months'` }).where(eq(orders.id, id));
    const [moved] = await t.database.db.select({ completedAt: orders.completedAt }).from(orders).where(eq(orders.id, id));
    const movedNumber = commissionStatementNumber(kabadi.id, indiaMonth(moved?.completedAt ?? new Date()));
    expect((await overdue()).map((row) => row.statement_number)).toContain(movedNumber);
  });

  it('starts at midnight India time after the 10th of the next month, by the clock passed in', async () => {
    const service = (now: string) =>
      createCommissionPaymentsService({
        repo: createCommissionPaymentsRepo(t.database.db),
        jobs: t.app.deps.jobs,
        messages: t.app.deps.messages,
        publicUrl: t.config.publicUrl,
        now: () => new Date(now),
      });
    // May 2024 is due by 10 June 2024: 23:59:59 IST is 18:29:59 UTC.
    const before = await service('2024-06-10T18:29:59Z').overdue();
    expect(before.map((row) => row.statement_number)).not.toContain(may());
    expect(before.map((row) => row.month).every((month) => month <= '2024-04')).toBe(true);
    const after = await service('2024-06-10T18:30:00Z').overdue();
    expect(after.map((row) => row.statement_number)).toContain(may());
    expect(after.map((row) => row.statement_number)).not.toContain(march());
  });
});
