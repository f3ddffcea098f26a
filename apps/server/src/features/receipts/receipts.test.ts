import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { messages } from '@kt/contract/messages';
import type { Receipt } from '@kt/contract/orders/receipts';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { bearer, readEmail } from '../../../test/accounts-helpers.ts';
import { completedOrder } from '../../../test/completed-orders.ts';
import { createEmployee } from '../../../test/factories.ts';
import { newCustomer, placeOrder, pricesOf, signInDemo } from '../../../test/orders-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { add, multiply } from '@kt/contract/money';
import { queueCompletionReceipt } from './receipt-mail.ts';
import { pdfText } from '../../../test/pdf-text.ts';

let t: TestApp;
let kabadi: AuthRecord;
let collector: AuthRecord;
let employee: AuthRecord;
let customer: AuthRecord;
let stranger: AuthRecord;
let entries: PriceListEntry[];
let order: { id: number; orderNumber: string };

/** ₹13.37/kg × 2.35 kg = 31.4195 → 31.42; ₹7.77/kg × 3.33 kg = 25.8741 → 25.87; total 57.29; 1 % = 0.5729 → 0.57. */
const awkward = { rate1: '13.37', weight1: '2.35', amount1: '31.42', rate2: '7.77', weight2: '3.33', amount2: '25.87', total: '57.29', commission: '0.57' };

const get = (who: AuthRecord | null, url: string) => t.app.inject({ method: 'GET', url, headers: who ? bearer(who) : {} });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [kabadi, collector] = await Promise.all([signInDemo(t.app, 'kabadi'), signInDemo(t.app, 'collector')]);
  employee = await createEmployee(t, kabadi);
  customer = await newCustomer(t);
  stranger = await newCustomer(t);
  entries = await pricesOf(t.app, '282001', kabadi);
  const [first, second] = entries;
  if (!first || !second) throw new Error('the seed prices fewer than two items for the demo kabadi');
  order = await completedOrder(t, customer, {
    items: [
      { entry: first, rate: awkward.rate1, weight: awkward.weight1, amount: awkward.amount1 },
      { entry: second, rate: awkward.rate2, weight: awkward.weight2, amount: awkward.amount2, addedAtDoor: true },
    ],
    paid: awkward.total,
    commission: awkward.commission,
    method: 'upi',
    reference: 'UPI123456789',
    completedAt: new Date('2026-11-20T08:35:00Z'),
  });
});
afterAll(() => t.close());

describe('the awkward amounts of these tests', () => {
  it('are what exact half-up paise arithmetic gives', () => {
    expect(multiply(awkward.weight1, awkward.rate1)).toBe(awkward.amount1);
    expect(multiply(awkward.weight2, awkward.rate2)).toBe(awkward.amount2);
    expect(add([awkward.amount1, awkward.amount2])).toBe(awkward.total);
  });
});

describe('GET /api/order_receipt/{order_no}/', () => {
  it("gives the customer the receipt: parties with KT ids, address, date, items at the agreed rates to the paisa, total and payment, no commission", async () => {
    const res = await get(customer, `/api/order_receipt/${order.orderNumber}/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const receipt: Receipt = res.json();
    expect(receipt).toMatchObject({
      order_number: order.orderNumber,
      completed_at: '2026-11-20T08:35:00.000Z',
      customer: { name: 'Asha Sharma', kt_id: customer.KT_ID, address: 'Flat 4, Green Towers, MG Road, Agra, Uttar Pradesh', pincode: '282001' },
      dealer: { name: kabadi.username, kt_id: kabadi.KT_ID },
      total_amount: '57.29',
      payment_method: 'upi',
      payment_reference: 'UPI123456789',
      commission_amount: null,
    });
    expect(receipt.items).toEqual([
      expect.objectContaining({ unit_price: '13.37', weight_kg: '2.35', amount: '31.42', added_at_door: false }),
      expect.objectContaining({ unit_price: '7.77', weight_kg: '3.33', amount: '25.87', added_at_door: true }),
    ]);
  });

  it("gives the dealer and the dealer's employee the receipt with the commission", async () => {
    for (const who of [kabadi, employee]) {
      const res = await get(who, `/api/order_receipt/${order.orderNumber}/`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ order_number: order.orderNumber, total_amount: '57.29', commission_amount: '0.57' });
    }
  });

  it('answers 404 to another customer and another dealer (as for an unknown number), 401 without a token', async () => {
    for (const who of [stranger, collector]) {
      const res = await get(who, `/api/order_receipt/${order.orderNumber}/`);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe(messages.receipts.notFound);
    }
    expect((await get(customer, '/api/order_receipt/KTO99999999/')).statusCode).toBe(404);
    expect((await get(null, `/api/order_receipt/${order.orderNumber}/`)).statusCode).toBe(401);
    expect((await get(null, `/api/order_receipt/${order.orderNumber}/pdf/`)).statusCode).toBe(401);
  });

  it('answers 409 for an order that is not Completed, to both sides', async () => {
    const placed = await placeOrder(t.app, customer, [entries[0]!]);
    for (const who of [customer, kabadi]) {
      const res = await get(who, `/api/order_receipt/${placed.order_number}/`);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(messages.receipts.notCompleted);
      expect((await get(who, `/api/order_receipt/${placed.order_number}/pdf/`)).statusCode).toBe(409);
    }
  });
});

describe('GET /api/order_receipt/{order_no}/pdf/', () => {
  it('downloads a PDF named after the order whose text holds the order number, the parties and the amounts', async () => {
    const res = await get(customer, `/api/order_receipt/${order.orderNumber}/pdf/`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${order.orderNumber}.pdf"`);
    const file = res.rawPayload;
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(file);
    expect(text).toContain(order.orderNumber);
    expect(text).toContain(customer.KT_ID);
    expect(text).toContain(kabadi.KT_ID);
    expect(text).toContain('31.42');
    expect(text).toContain('Rs 57.29');
    expect(text).toContain('UPI123456789');
    // The customer's copy leaves the dealer's commission out; the dealer's has it.
    expect(text).not.toContain('commission');
    const dealerCopy = await get(kabadi, `/api/order_receipt/${order.orderNumber}/pdf/`);
    expect(pdfText(dealerCopy.rawPayload)).toContain('Rs 0.57');
  });

  it('is refused to another customer and another dealer', async () => {
    for (const who of [stranger, collector]) expect((await get(who, `/api/order_receipt/${order.orderNumber}/pdf/`)).statusCode).toBe(404);
  });
});

describe('the receipt PDF in Hindi (issue 29)', () => {
  /** A seller who wrote their name and address in Devanagari and reads Hindi. */
  const hindi = { firstName: 'रमेश', lastName: 'कुमार', line1: 'गली नंबर 4', line2: 'शास्त्री नगर', city: 'आगरा', state: 'उत्तर प्रदेश' };
  const hindiAddress = 'गली नंबर 4, शास्त्री नगर, आगरा, उत्तर प्रदेश - 282001';
  let reader: AuthRecord;
  let hindiOrder: { id: number; orderNumber: string };

  beforeAll(async () => {
    reader = await newCustomer(t);
    const chosen = await t.app.inject({ method: 'POST', url: '/v3/api/account/language/', headers: bearer(reader), payload: { language: 'hi' } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const [first, second] = entries;
    hindiOrder = await completedOrder(t, reader, {
      items: [
        { entry: first!, rate: '12.50', weight: '10000.00', amount: '125000.00' },
        { entry: second!, rate: awkward.rate2, weight: awkward.weight2, amount: awkward.amount2, addedAtDoor: true },
      ],
      paid: '125025.87',
      commission: '1250.26',
      method: 'cash',
      pickup: { first_name: hindi.firstName, last_name: hindi.lastName, address_line_1: hindi.line1, address_line_2: hindi.line2, city: hindi.city, state: hindi.state },
    });
  });

  it('prints the Hindi name, the address and ₹ with the amount as text, in the reader\'s language, with the font subset', async () => {
    const res = await get(reader, `/api/order_receipt/${hindiOrder.orderNumber}/pdf/`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const file = res.rawPayload;
    const lines = pdfText(file).split('\n');
    // The JSON stays the API's; the PDF shows what was written, shaped (matras, conjuncts) and copied out as written.
    expect(lines).toContain(`विक्रेता: रमेश कुमार (${reader.KT_ID})`);
    expect(lines).toContain(`पता: ${hindiAddress}`);
    // The rupee sign is a glyph of the text (U+20B9), the amount grouped in lakhs as hi-IN writes it.
    expect(lines).toContain('₹1,25,025.87');
    expect(lines).toContain('1,25,000.00');
    expect(lines).toContain('कुल भुगतान');
    expect(lines).toContain(`पिकअप की रसीद - ऑर्डर ${hindiOrder.orderNumber}`);
    expect(lines).toContain('दर (₹)');
    expect(lines).toContain('12.50/किलो');
    expect(lines).toContain('भुगतान: नकद');
    expect(lines.join('\n')).not.toMatch(/Rs|Total paid|\?/);
    // The customer's copy leaves the commission out.
    expect(lines.join('\n')).not.toContain('कमीशन');
    // Noto Sans Devanagari embedded, only the glyphs used: a few kilobytes of each face, not the 80 KB files.
    const raw = file.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold/);
    expect(raw).toContain('/Lang (hi-IN)');
    expect(file.length).toBeLessThan(60_000);
  });

  it("writes the dealer's copy in the dealer's language: English, with the Hindi name and address as they are", async () => {
    const res = await get(kabadi, `/api/order_receipt/${hindiOrder.orderNumber}/pdf/`);
    expect(res.statusCode).toBe(200);
    const lines = pdfText(res.rawPayload).split('\n');
    expect(lines).toContain(`Seller: रमेश कुमार (${reader.KT_ID})`);
    expect(lines).toContain(`Address: ${hindiAddress}`);
    expect(lines).toContain('Rs 1,25,025.87');
    expect(lines).toContain('Rs 1,250.26');
    expect(res.rawPayload.toString('latin1')).toContain('/Lang (en-IN)');
  });

  it('mails the receipt in the account language', async () => {
    await t.database.db.transaction((tx) => queueCompletionReceipt(tx, { jobs: t.app.deps.jobs, messages: t.app.deps.messages, publicUrl: t.config.publicUrl }, hindiOrder.id));
    const mail = await readEmail(t.database.db, reader.email);
    expect(mail?.subject).toBe(`आपके पिकअप ${hindiOrder.orderNumber} की रसीद`);
    expect(mail?.textBody).toContain(`पता: ${hindiAddress}`);
    expect(mail?.textBody).toContain('कुल भुगतान: ₹1,25,025.87');
    expect(mail?.textBody).toContain('10000.00 किलो × ₹12.50 = ₹1,25,000.00');
  });
});

describe('the receipt mail', () => {
  it('mails the customer the receipt with a link to its page, without the commission', async () => {
    await t.database.db.transaction((tx) => queueCompletionReceipt(tx, { jobs: t.app.deps.jobs, messages: t.app.deps.messages, publicUrl: t.config.publicUrl }, order.id));
    const mail = await readEmail(t.database.db, customer.email);
    expect(mail?.subject).toContain(order.orderNumber);
    expect(mail?.textBody).toContain(`/receipt/${order.orderNumber}`);
    expect(mail?.textBody).toContain('Rs 57.29');
    expect(mail?.textBody).toContain('UPI, UPI123456789');
    expect(mail?.textBody).not.toContain('0.57');
  });

  it('queues nothing for an order that is not Completed', async () => {
    const quiet = await newCustomer(t);
    const placed = await placeOrder(t.app, quiet, [entries[0]!]);
    await t.database.db.transaction((tx) => queueCompletionReceipt(tx, { jobs: t.app.deps.jobs, messages: t.app.deps.messages, publicUrl: t.config.publicUrl }, placed.id));
    const mail = await readEmail(t.database.db, quiet.email);
    expect(mail?.subject ?? '').not.toContain('Receipt');
  });
});
