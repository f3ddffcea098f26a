import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { messages } from '@kt/contract/messages';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import type { DealerWallet, WalletHistoryEntry } from '@kt/contract/wallet/wallet';
import { bearer } from '../../../test/accounts-helpers.ts';
import { completedOrder } from '../../../test/completed-orders.ts';
import { createEmployee } from '../../../test/factories.ts';
import { newCustomer, placeOrder, pricesOf, setStatus, signInDemo } from '../../../test/orders-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { add } from '@kt/contract/money';

let t: TestApp;
let kabadi: AuthRecord;
let collector: AuthRecord;
let employee: AuthRecord;
let customer: AuthRecord;
let entry: PriceListEntry;
let before: DealerWallet;
const orderNumbers: string[] = [];

const get = (who: AuthRecord | null, url: string) => t.app.inject({ method: 'GET', url, headers: who ? bearer(who) : {} });

/*
 * The customer's three completed orders with the demo kabadi, in two India months of 2025 (old
 * enough that nothing seeded falls in them):
 *   March:  13.37 × 2.35 = 31.42 (cash), commission 0.31; completed 31 March 23:50 IST (18:20 UTC)
 *   April:  0.01 (upi), commission 0.00, completed 1 April 00:10 IST (31 March 18:40 UTC: April in India)
 *           999.99 (cash), commission 10.00
 */
const march = { paid: '31.42', commission: '0.31', at: new Date('2025-03-31T18:20:00Z') };
const aprilA = { paid: '0.01', commission: '0.00', at: new Date('2025-03-31T18:40:00Z') };
const aprilB = { paid: '999.99', commission: '10.00', at: new Date('2025-04-15T06:00:00Z') };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  kabadi = await signInDemo(t.app, 'kabadi');
  collector = await signInDemo(t.app, 'collector');
  employee = await createEmployee(t, kabadi);
  customer = await newCustomer(t);
  const first = (await pricesOf(t.app, '282001', kabadi))[0];
  if (!first) throw new Error('no seeded price');
  entry = first;
  before = (await get(kabadi, '/api/wallet/dealer/')).json();
  const one = (paid: string, commission: string, at: Date, method: 'cash' | 'upi' = 'cash', reference: string | null = null) =>
    completedOrder(t, customer, {
      items: [{ entry, rate: '13.37', weight: '2.35', amount: paid }],
      paid,
      commission,
      completedAt: at,
      method,
      reference,
    });
  orderNumbers.push((await one(march.paid, march.commission, march.at)).orderNumber);
  orderNumbers.push((await one(aprilA.paid, aprilA.commission, aprilA.at, 'upi', 'UPIREF998877')).orderNumber);
  orderNumbers.push((await one(aprilB.paid, aprilB.commission, aprilB.at)).orderNumber);
  // Orders that are not Completed count for nothing: one New, one Accepted.
  await placeOrder(t.app, customer, [entry]);
  const accepted = await placeOrder(t.app, customer, [entry]);
  expect((await setStatus(t.app, kabadi, accepted.order_number, 'Accepted')).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('GET /api/wallet/customer/', () => {
  it('is the sum received across completed orders only, exact to the paisa', async () => {
    const res = await get(customer, '/api/wallet/customer/');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({ balance: '1031.42', completed_orders: 3 });
  });

  it('is ₹0.00 for a customer with no completed order', async () => {
    const other = await newCustomer(t);
    expect((await get(other, '/api/wallet/customer/')).json()).toEqual({ balance: '0.00', completed_orders: 0 });
  });

  it("is refused without a token (401) and to an employee (403); a dealer reads their own sales' (issue 28)", async () => {
    expect((await get(null, '/api/wallet/customer/')).statusCode).toBe(401);
    expect((await get(employee, '/api/wallet/customer/')).statusCode).toBe(403);
    expect((await get(kabadi, '/api/wallet/customer/')).json()).toEqual({ balance: '0.00', completed_orders: 0 });
    expect((await get(null, '/api/wallet/customer/history/')).statusCode).toBe(401);
    expect((await get(employee, '/api/wallet/customer/history/')).statusCode).toBe(403);
  });
});

describe('GET /api/wallet/customer/history/', () => {
  it("lists the completed orders newest first with the spec's fields filled from them", async () => {
    const res = await get(customer, '/api/wallet/customer/history/');
    expect(res.statusCode, res.body).toBe(200);
    const history: WalletHistoryEntry[] = res.json();
    expect(history.map((entry) => entry.order_number)).toEqual([orderNumbers[2], orderNumbers[1], orderNumbers[0]]);
    expect(history[1]).toEqual({
      paymentTypeImg: '',
      transactionId: 'UPIREF998877',
      transferTo: kabadi.username,
      mobileNo: kabadi.mobile_number,
      amount: '0.01',
      date: aprilA.at.toISOString(),
      order_number: orderNumbers[1],
      payment_method: 'upi',
      payment_reference: 'UPIREF998877',
      commission_amount: null,
    });
    // Cash: the order number stands for the transaction id.
    expect(history[0]).toMatchObject({ transactionId: orderNumbers[2], payment_method: 'cash', amount: '999.99' });
  });

  it('pages: page_size 2 then the Link header', async () => {
    const first = await get(customer, '/api/wallet/customer/history/?page_size=2');
    expect(first.json()).toHaveLength(2);
    const next = /<([^>]+)>;\s*rel="next"/.exec(String(first.headers.link))?.[1];
    expect(next).toBeTruthy();
    const second = await get(customer, new URL(next!, 'http://localhost').pathname + new URL(next!, 'http://localhost').search);
    expect(second.json().map((entry: WalletHistoryEntry) => entry.order_number)).toEqual([orderNumbers[0]]);
  });
});

describe('GET /api/wallet/dealer/', () => {
  it('sums what the dealer paid out and the commission owed, per India month', async () => {
    const res = await get(kabadi, '/api/wallet/dealer/');
    expect(res.statusCode, res.body).toBe(200);
    const wallet: DealerWallet = res.json();
    expect(wallet.paid_total).toBe(add([before.paid_total, '1031.42']));
    expect(wallet.commission_total).toBe(add([before.commission_total, '10.31']));
    expect(wallet.completed_orders).toBe(before.completed_orders + 3);
    expect(wallet.months.find((m) => m.month === '2025-03')).toEqual({ month: '2025-03', orders: 1, paid: '31.42', commission: '0.31' });
    expect(wallet.months.find((m) => m.month === '2025-04')).toEqual({ month: '2025-04', orders: 2, paid: '1000.00', commission: '10.00' });
    const months = wallet.months.map((m) => m.month);
    expect(months).toEqual([...months].sort().reverse());
  });

  it("is the dealer's own: another dealer does not see these orders", async () => {
    const other: DealerWallet = (await get(collector, '/api/wallet/dealer/')).json();
    expect(other.months.find((m) => m.month === '2025-03')).toBeUndefined();
  });

  it("is refused to the dealer's employee, to a customer and without a token", async () => {
    const refused = await get(employee, '/api/wallet/dealer/');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.wallet.dealerOnly);
    expect((await get(employee, '/api/wallet/dealer/statement/2025-04/')).statusCode).toBe(403);
    expect((await get(employee, '/api/wallet/dealer/history/')).statusCode).toBe(403);
    expect((await get(customer, '/api/wallet/dealer/')).statusCode).toBe(403);
    expect((await get(null, '/api/wallet/dealer/')).statusCode).toBe(401);
    expect((await get(null, '/api/wallet/dealer/statement/2025-04/')).statusCode).toBe(401);
  });

  it("lists the dealer's history with the seller paid and the commission", async () => {
    const history: WalletHistoryEntry[] = (await get(kabadi, '/api/wallet/dealer/history/')).json();
    const march = history.find((entry) => entry.order_number === orderNumbers[0]);
    expect(march).toMatchObject({ transferTo: 'Asha Sharma', mobileNo: '9876543210', amount: '31.42', commission_amount: '0.31' });
  });
});

describe('GET /api/wallet/dealer/statement/{yyyy-mm}/', () => {
  it("downloads the month's completed orders as CSV with the month's totals", async () => {
    const res = await get(kabadi, '/api/wallet/dealer/statement/2025-04/');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="statement-2025-04.csv"');
    const records = res.body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(records).toEqual([
      'Order,Completed on (IST),Seller,Payment method,Payment reference,Paid (Rs),Commission (Rs)',
      `${orderNumbers[1]},2025-04-01 00:10,Asha Sharma,upi,UPIREF998877,0.01,0.00`,
      `${orderNumbers[2]},2025-04-15 11:30,Asha Sharma,cash,,999.99,10.00`,
      'Total,2 orders,,,,1000.00,10.00',
    ]);
  });

  it('puts a completion at 23:50 IST on 31 March in March', async () => {
    const records = (await get(kabadi, '/api/wallet/dealer/statement/2025-03/')).body.split('\r\n').filter(Boolean);
    expect(records.slice(1)).toEqual([`${orderNumbers[0]},2025-03-31 23:50,Asha Sharma,cash,,31.42,0.31`, 'Total,1 order,,,,31.42,0.31']);
  });

  it('answers an empty month with its header and zero totals, and refuses a month not written yyyy-mm', async () => {
    const empty = (await get(kabadi, '/api/wallet/dealer/statement/2020-01/')).body.split('\r\n').filter(Boolean);
    expect(empty.slice(1)).toEqual(['Total,0 orders,,,,0.00,0.00']);
    for (const bad of ['2025-13', '2025-4', 'march', '2025-04-01']) {
      const res = await get(kabadi, `/api/wallet/dealer/statement/${bad}/`);
      expect(res.statusCode, bad).toBe(400);
    }
  });
});
