/**
 * Issue 16, the pickup at the door (the API acceptance points): the customer's one-time code,
 * its tries and lock, the weighed completion by the dealer's side, exact amounts and
 * commission, the Completed status's rules, and the dashboard's count. Since issue 28 the
 * weights are proposed first (POST /api/order_weights/) and the code completes that proposal;
 * the rules of the proposal itself are in agreed-weights.test.ts.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import type { Order } from '@kt/contract/orders/orders';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { orderItems, orderPickupItems, orders, subcategories } from '../../platform/db/schema/index.ts';
import { bearer, createVerifiedAccount, readEmail, signIn } from '../../../test/accounts-helpers.ts';
import {
  acceptedOrder,
  complete,
  completionBody,
  proposeWeights,
  storedCode,
  weigh,
  weighedOrder,
  weightsBody,
  type AcceptedOrder,
} from '../../../test/completion-helpers.ts';
import { createEmployee } from '../../../test/factories.ts';
import { newCustomer, placeOrder, pricesOf, setStatus, signInDemo } from '../../../test/orders-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let kabadi: AuthRecord;
let collector: AuthRecord;
let kabadiPrices: PriceListEntry[];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  kabadi = await signInDemo(t.app, 'kabadi');
  collector = await signInDemo(t.app, 'collector');
  kabadiPrices = await pricesOf(t.app, '282001', kabadi);
});
afterAll(() => t.close());

function kabadiPrice(name: string): PriceListEntry {
  const entry = kabadiPrices.find((candidate) => candidate.subcategory_name === name);
  if (!entry) throw new Error(`the seed has no kabadi price of ${name} in 282001`);
  return entry;
}

const otherCode = (code: string) => String((Number(code) + 1) % 10 ** limits.pickupCodeDigits).padStart(limits.pickupCodeDigits, '0');
const getCode = (who: AuthRecord, orderNumber: string) =>
  t.app.inject({ method: 'GET', url: `/api/order_pickup_code/${orderNumber}/`, headers: bearer(who) });
const newCode = (who: AuthRecord, orderNumber: string) =>
  t.app.inject({ method: 'POST', url: `/api/order_pickup_code/${orderNumber}/`, headers: bearer(who) });

async function orderRow(orderNumber: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!row) throw new Error(`no order ${orderNumber}`);
  return row;
}

async function pickupItemCount(orderNumber: string) {
  const row = await orderRow(orderNumber);
  const [found] = await t.database.db.select({ n: count() }).from(orderPickupItems).where(eq(orderPickupItems.orderId, row.id));
  return found?.n ?? 0;
}

/** Sets the agreed rate of one item of an order (as if the dealer's price had been that when it was ordered). */
async function setAgreedRate(order: AcceptedOrder, subcategoryId: number, rate: string) {
  const row = await orderRow(order.orderNumber);
  await t.database.db
    .update(orderItems)
    .set({ unitPrice: rate })
    .where(and(eq(orderItems.cartOrderId, row.cartOrderId), eq(orderItems.subcategoryId, subcategoryId)));
}

describe('the pickup code', () => {
  it('is issued with the weights the dealer proposes: 4 digits, tries 0, never in the acceptance mail, shown to the customer only', async () => {
    const accepted = await acceptedOrder(t, kabadi, [kabadiPrice('Newspaper')]);
    const acceptMail = await readEmail(t.database.db, accepted.customer.email);
    expect(acceptMail?.subject).toBe(`Pickup ${accepted.orderNumber}: Accepted`);
    expect(acceptMail?.textBody).not.toContain('Pickup code:');
    const order = await weigh(t, kabadi, accepted);
    expect(order.code).toMatch(/^\d{4}$/);
    expect(await storedCode(t, order.orderNumber)).toMatchObject({ tries: 0, status: 'Accepted' });

    const own = await getCode(order.customer, order.orderNumber);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ order_number: order.orderNumber, code: order.code, tries_left: limits.pickupCodeTries, locked: false });
    expect(own.json().proposal).toMatchObject({ weights_version: order.version, total_amount: expect.any(String) });
    expect((await getCode(await newCustomer(t), order.orderNumber)).statusCode).toBe(404);
    // The order's dealer may sell too (issue 28), but this is not their sale: no such order.
    expect((await getCode(kabadi, order.orderNumber)).statusCode).toBe(404);
    expect((await newCode(kabadi, order.orderNumber)).statusCode).toBe(404);
    expect((await getCode(await createEmployee(t, kabadi), order.orderNumber)).statusCode).toBe(403);
  });

  it('does not exist before the order is Accepted (409)', async () => {
    const customer = await newCustomer(t);
    const placed = await placeOrder(t.app, customer, [kabadiPrice('Newspaper')]);
    const res = await getCode(customer, placed.order_number);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.pickup.codeOnlyWhenAccepted);
    expect((await newCode(customer, placed.order_number)).statusCode).toBe(409);
  });

  it('is issued on first reading for weighed order without one (as an order accepted before codes existed)', async () => {
    const order = await weighedOrder(t, kabadi, [kabadiPrice('Newspaper')]);
    await t.database.db.update(orders).set({ pickupCode: null }).where(eq(orders.orderNumber, order.orderNumber));
    const res = await getCode(order.customer, order.orderNumber);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().code).toMatch(/^\d{4}$/);
    expect((await storedCode(t, order.orderNumber)).code).toBe(res.json().code);
  });

  it('a new code from the customer replaces the old one and is e-mailed', async () => {
    const order = await weighedOrder(t, kabadi, [kabadiPrice('Newspaper')]);
    const issued = await newCode(order.customer, order.orderNumber);
    expect(issued.statusCode, issued.body).toBe(200);
    const stored = await storedCode(t, order.orderNumber);
    expect(issued.json()).toMatchObject({ order_number: order.orderNumber, code: stored.code, tries_left: limits.pickupCodeTries, locked: false });
    const mail = await readEmail(t.database.db, order.customer.email);
    expect(mail?.textBody).toContain(`Pickup code: ${stored.code}`);
  });
});

describe('completing a pickup: the code', () => {
  it('a wrong code is refused and counts a try (the count survives the refusal)', async () => {
    const order = await weighedOrder(t, kabadi, [kabadiPrice('Newspaper')]);
    const res = await complete(t.app, kabadi, order.orderNumber, completionBody(order, { code: otherCode(order.code) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.pickup.wrongCode.replace('{tries}', String(limits.pickupCodeTries - 1)));
    expect(res.json().message).toMatch(/^Wrong code/);
    expect(await storedCode(t, order.orderNumber)).toMatchObject({ tries: 1, status: 'Accepted' });
    expect(await pickupItemCount(order.orderNumber)).toBe(0);
    expect((await getCode(order.customer, order.orderNumber)).json()).toMatchObject({ tries_left: limits.pickupCodeTries - 1, locked: false });
  });

  it('the 6th try is refused even with the right code (locked, 409), and a new code from the customer unlocks', async () => {
    const order = await weighedOrder(t, kabadi, [kabadiPrice('Newspaper')]);
    for (let attempt = 1; attempt <= limits.pickupCodeTries; attempt += 1) {
      const wrong = await complete(t.app, kabadi, order.orderNumber, completionBody(order, { code: otherCode(order.code) }));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(messages.pickup.wrongCode.replace('{tries}', String(limits.pickupCodeTries - attempt)));
    }
    const sixth = await complete(t.app, kabadi, order.orderNumber, completionBody(order));
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe(messages.pickup.codeLocked);
    expect(await storedCode(t, order.orderNumber)).toMatchObject({ tries: limits.pickupCodeTries, status: 'Accepted' });
    expect((await getCode(order.customer, order.orderNumber)).json()).toMatchObject({ tries_left: 0, locked: true });

    const fresh = await newCode(order.customer, order.orderNumber);
    expect(fresh.json()).toMatchObject({ tries_left: limits.pickupCodeTries, locked: false });
    const code = (fresh.json() as { code: string }).code;
    if (code !== order.code) {
      const old = await complete(t.app, kabadi, order.orderNumber, completionBody(order));
      expect(old.statusCode).toBe(400);
    }
    const done = await complete(t.app, kabadi, order.orderNumber, completionBody({ ...order, code }));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'Completed' });
    expect(await storedCode(t, order.orderNumber)).toMatchObject({ code: null, status: 'Completed' });
  });
});

describe('completing a pickup: the weights (proposed before the code)', () => {
  it.each([
    ['below 0', '-1'],
    ['below 0 as a number', -0.5],
    ['above 10,000 kg', '10000.01'],
    ['above 10,000 kg as a number', 20000],
    ['not a number', 'two kilos'],
    ['not a number (NaN)', 'NaN'],
    ['more than two places', '1.234'],
    ['empty', ''],
  ])('weights %s are refused with 400 and nothing changes', async (_label, weight) => {
    const order = await acceptedOrder(t, kabadi, [kabadiPrice('Newspaper')]);
    const res = await proposeWeights(t.app, kabadi, order.orderNumber, {
      items: [{ subcategory_id: kabadiPrice('Newspaper').subcategory, weight_kg: weight }],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(await storedCode(t, order.orderNumber)).toMatchObject({ code: order.code, tries: 0, status: 'Accepted' });
    expect((await orderRow(order.orderNumber)).weightsVersion).toBe(0);
    expect(await pickupItemCount(order.orderNumber)).toBe(0);
  });

  it('accepts 0 kg (the item was not there) and 10,000 kg exactly', async () => {
    const order = await weighedOrder(t, kabadi, [kabadiPrice('Newspaper'), kabadiPrice('Cardboard')], {
      [kabadiPrice('Newspaper').subcategory]: '0',
      [kabadiPrice('Cardboard').subcategory]: '10000',
    });
    const res = await complete(t.app, kabadi, order.orderNumber, completionBody(order));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((item: { weight_kg: string; amount: string }) => [item.weight_kg, item.amount])).toEqual([
      ['0.00', '0.00'],
      ['10000.00', `${Number(kabadiPrice('Cardboard').price) * 10000}.00`],
    ]);
  });

  it('refuses weights that leave out an item of the order, or name one twice (nothing changed)', async () => {
    const order = await acceptedOrder(t, kabadi, [kabadiPrice('Newspaper'), kabadiPrice('Cardboard')]);
    const missing = await proposeWeights(t.app, kabadi, order.orderNumber, {
      items: [{ subcategory_id: kabadiPrice('Newspaper').subcategory, weight_kg: '1' }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(messages.pickup.itemMissing);
    const twice = await proposeWeights(t.app, kabadi, order.orderNumber, {
      items: [...weightsBody(order).items, { subcategory_id: kabadiPrice('Newspaper').subcategory, weight_kg: '1' }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(messages.pickup.itemTwice);
    expect(await storedCode(t, order.orderNumber)).toMatchObject({ tries: 0, status: 'Accepted' });
    expect((await orderRow(order.orderNumber)).weightsVersion).toBe(0);
    expect(await pickupItemCount(order.orderNumber)).toBe(0);
  });
});

describe('completing a pickup: amounts', () => {
  it('amounts and commission are exact to the paisa for awkward rates (₹13.37/kg × 2.35 kg = ₹31.42; 1 % of ₹32.50 = ₹0.33)', async () => {
    const newspaper = kabadiPrice('Newspaper');
    const books = kabadiPrice('Books & Magazines');
    expect(books.price).toBe('12.00');
    const accepted = await acceptedOrder(t, kabadi, [newspaper, books]);
    await setAgreedRate(accepted, newspaper.subcategory, '13.37');
    const order = await weigh(t, kabadi, accepted, { [newspaper.subcategory]: '2.35', [books.subcategory]: '0.09' });

    const res = await complete(t.app, kabadi, order.orderNumber, completionBody(order));
    expect(res.statusCode, res.body).toBe(200);
    // 13.37 × 2.35 = 31.4195 → 31.42; 12 × 0.09 = 1.08; total 32.50; 1 % = 0.325 → 0.33 (half up).
    expect(res.json()).toMatchObject({
      status: 'Completed',
      total_amount: '32.50',
      commission_amount: '0.33',
      payment_method: 'cash',
      payment_reference: null,
      items: [
        { subcategory_id: newspaper.subcategory, unit_price: '13.37', weight_kg: '2.35', amount: '31.42', added_at_door: false },
        { subcategory_id: books.subcategory, unit_price: '12.00', weight_kg: '0.09', amount: '1.08', added_at_door: false },
      ],
    });
    const stored = await orderRow(order.orderNumber);
    expect(stored).toMatchObject({ status: 'Completed', paidAmount: '32.50', commissionAmount: '0.33', paymentMethod: 'cash', completedBy: kabadi.id });
    expect(stored.completedAt).not.toBeNull();
  });

  it('rounds a half paisa up (₹13.37 × 0.50 kg = 6.685 → ₹6.69; 1 % = 0.0669 → ₹0.07) and records UPI with its UTR', async () => {
    const newspaper = kabadiPrice('Newspaper');
    const accepted = await acceptedOrder(t, kabadi, [newspaper]);
    await setAgreedRate(accepted, newspaper.subcategory, '13.37');
    const order = await weigh(t, kabadi, accepted, { [newspaper.subcategory]: '0.5' });
    const res = await complete(t.app, kabadi, order.orderNumber, completionBody(order, { payment_method: 'upi', payment_reference: '412345678901' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total_amount: '6.69', commission_amount: '0.07', payment_method: 'upi', payment_reference: '412345678901' });
    // Category of each weighed item, for the impact figures.
    const [row] = await t.database.db.select().from(orderPickupItems).where(eq(orderPickupItems.orderId, (await orderRow(order.orderNumber)).id));
    expect(row).toMatchObject({ subcategoryId: newspaper.subcategory, unitPrice: '13.37', weightKg: '0.50', amount: '6.69' });
    expect(row?.categoryName).toBeTruthy();
  });

  it('refuses UPI without its UTR', async () => {
    const order = await weighedOrder(t, kabadi, [kabadiPrice('Newspaper')]);
    const res = await complete(t.app, kabadi, order.orderNumber, completionBody(order, { payment_method: 'upi' }));
    expect(res.statusCode).toBe(400);
    expect(await storedCode(t, order.orderNumber)).toMatchObject({ tries: 0, status: 'Accepted' });
  });

  it("an item added at the door is priced from the dealer's price list for the order's pincode", async () => {
    const newspaper = kabadiPrice('Newspaper');
    const iron = kabadiPrice('Iron');
    const order = await acceptedOrder(t, kabadi, [newspaper]);
    const proposed = await proposeWeights(t.app, kabadi, order.orderNumber, {
      items: [
        { subcategory_id: newspaper.subcategory, weight_kg: '1.00' },
        { subcategory_id: iron.subcategory, weight_kg: '3.33' },
      ],
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const { code } = await storedCode(t, order.orderNumber);
    const res = await complete(t.app, kabadi, order.orderNumber, completionBody({ ...order, code: code ?? '', version: proposed.json().weights_version }));
    expect(res.statusCode, res.body).toBe(200);
    const ironAmount = (Math.round(Number(iron.price) * 333) / 100).toFixed(2);
    expect(res.json().items[1]).toMatchObject({ subcategory_id: iron.subcategory, unit_price: iron.price, weight_kg: '3.33', amount: ironAmount, added_at_door: true });
  });

  it("an unknown subcategory, one without the dealer's price, or a retired one is refused (nothing changed)", async () => {
    const newspaper = kabadiPrice('Newspaper');
    const order = await acceptedOrder(t, kabadi, [newspaper]);
    const [copper] = (await pricesOf(t.app, '282001', collector)).filter((entry) => entry.subcategory_name === 'Copper');
    if (!copper) throw new Error('the seed has no collector price of Copper');
    const steel = kabadiPrice('Steel');
    for (const extra of [999_999, copper.subcategory]) {
      const res = await proposeWeights(t.app, kabadi, order.orderNumber, {
        items: [...weightsBody(order).items, { subcategory_id: extra, weight_kg: '1' }],
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(messages.pickup.itemNotPriced);
    }
    await t.database.db.update(subcategories).set({ retiredAt: new Date() }).where(eq(subcategories.id, steel.subcategory));
    try {
      const retired = await proposeWeights(t.app, kabadi, order.orderNumber, {
        items: [...weightsBody(order).items, { subcategory_id: steel.subcategory, weight_kg: '1' }],
      });
      expect(retired.statusCode).toBe(400);
      expect(retired.json().message).toBe(messages.pickup.itemNotPriced);
    } finally {
      await t.database.db.update(subcategories).set({ retiredAt: null }).where(eq(subcategories.id, steel.subcategory));
    }
    expect(await storedCode(t, order.orderNumber)).toMatchObject({ code: order.code, tries: 0, status: 'Accepted' });
    expect((await orderRow(order.orderNumber)).weightsVersion).toBe(0);
    expect(await pickupItemCount(order.orderNumber)).toBe(0);
  });
});

describe('completing a pickup: who and when', () => {
  it("only the order's dealer or its employees can complete it (customer 403; other dealer, other dealer's employee 404)", async () => {
    const order = await weighedOrder(t, kabadi, [kabadiPrice('Newspaper')]);
    const body = completionBody(order);
    expect((await complete(t.app, order.customer, order.orderNumber, body)).statusCode).toBe(403);
    expect((await complete(t.app, collector, order.orderNumber, body)).statusCode).toBe(404);
    const collectorsEmployee = await createEmployee(t, collector);
    expect((await complete(t.app, collectorsEmployee, order.orderNumber, body)).statusCode).toBe(404);
    const newDealer = await signIn(t.app, 'dealer', (await createVerifiedAccount(t.app, t.database.db, 'dealer')).email);
    expect((await complete(t.app, newDealer, order.orderNumber, body)).statusCode).toBe(404);
    // None of the refusals counted a try.
    expect(await storedCode(t, order.orderNumber)).toMatchObject({ tries: 0, status: 'Accepted' });

    const employee = await createEmployee(t, kabadi);
    const done = await complete(t.app, employee, order.orderNumber, body);
    expect(done.statusCode, done.body).toBe(200);
    expect(await orderRow(order.orderNumber)).toMatchObject({ status: 'Completed', completedBy: employee.id });
  });

  it('refuses a New or cancelled order (409)', async () => {
    const customer = await newCustomer(t);
    const placed = await placeOrder(t.app, customer, [kabadiPrice('Newspaper')]);
    const body = { code: '0000', weights_version: 1, payment_method: 'cash' };
    const fresh = await complete(t.app, kabadi, placed.order_number, body);
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json().message).toBe(messages.pickup.onlyAcceptedCompletes);
    const order = await weighedOrder(t, kabadi, [kabadiPrice('Newspaper')]);
    expect((await setStatus(t.app, order.customer, order.orderNumber, 'Cancelled by Customer')).statusCode).toBe(200);
    expect(await storedCode(t, order.orderNumber)).toMatchObject({ code: null });
    expect((await complete(t.app, kabadi, order.orderNumber, completionBody(order))).statusCode).toBe(409);
  });

  it('a Completed order cannot be cancelled by either side, set Completed by the status call, or completed again (409); a retry with the same completion_key answers the same 200', async () => {
    const order = await weighedOrder(t, kabadi, [kabadiPrice('Newspaper')]);
    const body = completionBody(order, { completion_key: 'door-key-0001' });
    const first = await complete(t.app, kabadi, order.orderNumber, body);
    expect(first.statusCode, first.body).toBe(200);

    const retry = await complete(t.app, kabadi, order.orderNumber, body);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual(first.json());

    for (const other of [{ ...body, completion_key: 'door-key-0002' }, completionBody(order)]) {
      const again = await complete(t.app, kabadi, order.orderNumber, other);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(messages.pickup.alreadyCompleted);
    }
    expect((await setStatus(t.app, order.customer, order.orderNumber, 'Cancelled by Customer')).statusCode).toBe(409);
    expect((await setStatus(t.app, kabadi, order.orderNumber, 'Cancelled by Dealer')).statusCode).toBe(409);
    expect((await setStatus(t.app, kabadi, order.orderNumber, 'Completed')).statusCode).toBe(409);
    expect((await getCode(order.customer, order.orderNumber)).statusCode).toBe(409);
    expect(await orderRow(order.orderNumber)).toMatchObject({ status: 'Completed' });
    expect(await pickupItemCount(order.orderNumber)).toBe(1);
  });

  it('two completions at once: one 200, one 409, one set of weighed items', async () => {
    const order = await weighedOrder(t, kabadi, [kabadiPrice('Newspaper')]);
    const answers = await Promise.all([
      complete(t.app, kabadi, order.orderNumber, completionBody(order, { completion_key: 'phone-one-0001' })),
      complete(t.app, kabadi, order.orderNumber, completionBody(order, { completion_key: 'phone-two-0002' })),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await pickupItemCount(order.orderNumber)).toBe(1);
  });
});

describe('the order lists', () => {
  it('show a Completed order with what was weighed and paid, on both sides; other orders without it', async () => {
    const newspaper = kabadiPrice('Newspaper');
    const order = await weighedOrder(t, kabadi, [newspaper], { [newspaper.subcategory]: '1.50' });
    const done = await complete(t.app, kabadi, order.orderNumber, completionBody(order));
    expect(done.statusCode, done.body).toBe(200);
    const pending = await acceptedOrder(t, kabadi, [newspaper], order.customer);
    const list = async (who: AuthRecord, url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(who) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Order[];
    };
    for (const listed of [
      await list(order.customer, `/api/customer/confirm_orders/${order.customer.id}/`),
      await list(kabadi, `/api/dealer/confirm_orders/${kabadi.id}/`),
    ]) {
      const completed = listed.find((entry) => entry.order_number === order.orderNumber);
      expect(completed).toMatchObject({
        status: 'Completed',
        completion: {
          total_amount: done.json().total_amount,
          payment_method: 'cash',
          items: [{ subcategory_name: newspaper.subcategory_name, weight_kg: '1.50', unit_price: newspaper.price, added_at_door: false }],
        },
      });
      expect(listed.find((entry) => entry.order_number === pending.orderNumber)).not.toHaveProperty('completion');
    }
  });
});

describe('the dealer dashboard', () => {
  it('counts Completed orders as successful (Accepted ones no longer)', async () => {
    const dashboard = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/dealer/api/dashboard/', headers: bearer(kabadi) });
      expect(res.statusCode).toBe(200);
      return res.json() as { total_successful: number; total_pickup: number };
    };
    const before = await dashboard();
    const order = await weighedOrder(t, kabadi, [kabadiPrice('Newspaper')]);
    const accepted = await dashboard();
    expect(accepted.total_successful).toBe(before.total_successful);
    expect(accepted.total_pickup).toBe(before.total_pickup + 1);
    expect((await complete(t.app, kabadi, order.orderNumber, completionBody(order))).statusCode).toBe(200);
    expect((await dashboard()).total_successful).toBe(before.total_successful + 1);
    const [completedCount] = await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.status, 'Completed'));
    expect(completedCount?.n).toBeGreaterThanOrEqual(1);
  });
});
