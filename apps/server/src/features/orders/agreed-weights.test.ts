/**
 * Issue 28, weights the customer agrees to, and UPI with a reference (the API acceptance points):
 * the dealer's side proposes the weights before the code exists for the customer; the customer's
 * card shows the weights, the rates and the total and only then the code; a completion names the
 * version it completes; a change of weights rotates the code; the scale's photo is judged by
 * content and served only to the order's parties; UPI needs a 12-digit UTR; the UPI ID a profile
 * keeps; receipts show the UTR and the photo.
 */
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { limits } from '@kt/contract/limits';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { orders } from '../../platform/db/schema/index.ts';
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
import { multipartBody } from '../../../test/form-bodies.ts';
import { newCustomer, pricesOf, signInDemo } from '../../../test/orders-helpers.ts';
import { png } from '../../../test/route-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { weightsMessages } from '@kt/contract/orders/weights-messages';
import { pdfText } from '../../../test/pdf-text.ts';

let t: TestApp;
let kabadi: AuthRecord;
let collector: AuthRecord;
let newspaper: PriceListEntry;
let cardboard: PriceListEntry;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  kabadi = await signInDemo(t.app, 'kabadi');
  collector = await signInDemo(t.app, 'collector');
  const prices = await pricesOf(t.app, '282001', kabadi);
  const find = (name: string) => {
    const entry = prices.find((candidate) => candidate.subcategory_name === name);
    if (!entry) throw new Error(`the seed has no kabadi price of ${name} in 282001`);
    return entry;
  };
  newspaper = find('Newspaper');
  cardboard = find('Cardboard');
});
afterAll(() => t.close());

const get = (who: AuthRecord, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(who) });
const card = (who: AuthRecord, orderNumber: string) => get(who, `/api/order_pickup_code/${orderNumber}/`);
const otherCode = (code: string) => String((Number(code) + 1) % 10 ** limits.pickupCodeDigits).padStart(limits.pickupCodeDigits, '0');

/** The weights with a photo of the scale, as the dealer's phone sends them (multipart). */
function proposeWithPhoto(who: AuthRecord, order: AcceptedOrder, photo: { data: Buffer; filename: string; type: string }) {
  const body = multipartBody({ items: JSON.stringify(weightsBody(order).items) }, { scale_photo: photo });
  return t.app.inject({ method: 'POST', url: `/api/order_weights/${order.orderNumber}/`, headers: { ...bearer(who), ...body.headers }, payload: body.payload });
}

describe('weights before the code', () => {
  it("the customer's card hides the code until the dealer has weighed, then shows the items, weights, rates and total with it; the customer is mailed", async () => {
    const order = await acceptedOrder(t, kabadi, [newspaper, cardboard]);
    const before = await card(order.customer, order.orderNumber);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({ code: '', proposal: null });
    // No code can be had before the weights either.
    const early = await t.app.inject({ method: 'POST', url: `/api/order_pickup_code/${order.orderNumber}/`, headers: bearer(order.customer) });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(weightsMessages.codeAfterWeighing);

    const weighed = await weigh(t, kabadi, order, { [newspaper.subcategory]: '2.35', [cardboard.subcategory]: '1.10' });
    const after = (await card(order.customer, order.orderNumber)).json();
    expect(after.code).toBe(weighed.code);
    expect(after.proposal).toMatchObject({
      weights_version: 1,
      scale_photo: false,
      items: [
        { subcategory_id: newspaper.subcategory, unit_price: newspaper.price, weight_kg: '2.35' },
        { subcategory_id: cardboard.subcategory, unit_price: cardboard.price, weight_kg: '1.10' },
      ],
    });
    const expectedTotal = (Math.round(Number(newspaper.price) * 235) + Math.round(Number(cardboard.price) * 110)) / 100;
    expect(after.proposal.total_amount).toBe(expectedTotal.toFixed(2));
    const mail = await readEmail(t.database.db, order.customer.email);
    expect(mail?.subject).toBe(`Pickup ${order.orderNumber}: check the weights`);
    expect(mail?.textBody).not.toContain(weighed.code);
  });

  it('a completion without proposed weights is refused (409) and counts no try, even with the stored code', async () => {
    const order = await acceptedOrder(t, kabadi, [newspaper]);
    const res = await complete(t.app, kabadi, order.orderNumber, { code: order.code, weights_version: 1, payment_method: 'cash' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(weightsMessages.noProposal);
    expect(await storedCode(t, order.orderNumber)).toMatchObject({ tries: 0, status: 'Accepted' });
  });

  it('a change of weights after the code was shown rotates the code: the old code and the old version are refused, the new pair completes the new weights', async () => {
    const first = await weighedOrder(t, kabadi, [newspaper], { [newspaper.subcategory]: '5.00' });
    const shown = (await card(first.customer, first.orderNumber)).json();
    expect(shown.code).toBe(first.code);

    const second = await weigh(t, kabadi, first, { [newspaper.subcategory]: '3.00' });
    expect(second.version).toBe(first.version + 1);
    expect(second.code).not.toBe(first.code);
    const reshown = (await card(first.customer, first.orderNumber)).json();
    expect(reshown).toMatchObject({ code: second.code, proposal: { weights_version: second.version, items: [{ weight_kg: '3.00' }] } });

    // The dealer who heard the old code cannot complete either weights with it.
    const stale = await complete(t.app, kabadi, first.orderNumber, completionBody(first));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(weightsMessages.staleProposal);
    const oldCode = await complete(t.app, kabadi, first.orderNumber, completionBody({ ...second, code: first.code }));
    expect(oldCode.statusCode).toBe(400);
    expect(await storedCode(t, first.orderNumber)).toMatchObject({ tries: 1, status: 'Accepted' });
    // The new code for the old weights' version is stale too.
    expect((await complete(t.app, kabadi, first.orderNumber, completionBody({ ...first, code: second.code }))).statusCode).toBe(409);

    const done = await complete(t.app, kabadi, first.orderNumber, completionBody(second));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().items).toMatchObject([{ weight_kg: '3.00' }]);
  });

  it('a new proposal resets the tries of a locked code', async () => {
    const order = await weighedOrder(t, kabadi, [newspaper]);
    for (let attempt = 0; attempt < limits.pickupCodeTries; attempt += 1) {
      await complete(t.app, kabadi, order.orderNumber, completionBody({ ...order, code: otherCode(order.code) }));
    }
    expect((await get(kabadi, `/api/order_weights/${order.orderNumber}/`)).json()).toMatchObject({ code_locked: true });
    const again = await weigh(t, kabadi, order);
    expect((await card(order.customer, order.orderNumber)).json()).toMatchObject({ code: again.code, locked: false, tries_left: limits.pickupCodeTries });
  });

  it('only the order\'s dealer side proposes and sees the weights; only its customer sees the card', async () => {
    const order = await acceptedOrder(t, kabadi, [newspaper]);
    const body = weightsBody(order);
    expect((await proposeWeights(t.app, collector, order.orderNumber, body)).statusCode).toBe(404);
    const collectorsEmployee = await createEmployee(t, collector);
    expect((await proposeWeights(t.app, collectorsEmployee, order.orderNumber, body)).statusCode).toBe(404);
    expect((await proposeWeights(t.app, order.customer, order.orderNumber, body)).statusCode).toBe(403);
    const newDealer = await signIn(t.app, 'dealer', (await createVerifiedAccount(t.app, t.database.db, 'dealer')).email);
    expect((await proposeWeights(t.app, newDealer, order.orderNumber, body)).statusCode).toBe(404);
    expect((await get(collector, `/api/order_weights/${order.orderNumber}/`)).statusCode).toBe(404);
    expect((await get(order.customer, `/api/order_weights/${order.orderNumber}/`)).statusCode).toBe(403);
    expect((await storedCode(t, order.orderNumber)).code).toBe(order.code);

    const employee = await createEmployee(t, kabadi);
    const weighed = await weigh(t, employee, order);
    expect((await card(await newCustomer(t), order.orderNumber)).statusCode).toBe(404);
    const dealerView = await get(employee, `/api/order_weights/${order.orderNumber}/`);
    expect(dealerView.statusCode, dealerView.body).toBe(200);
    expect(dealerView.json()).toMatchObject({ proposal: { weights_version: weighed.version } });
    // The dealer's view never carries the code.
    expect(dealerView.body).not.toContain(`"${weighed.code}"`);
  });

  it('weights are proposed only while the order is Accepted', async () => {
    const order = await weighedOrder(t, kabadi, [newspaper]);
    expect((await complete(t.app, kabadi, order.orderNumber, completionBody(order))).statusCode).toBe(200);
    const late = await proposeWeights(t.app, kabadi, order.orderNumber, weightsBody(order));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(weightsMessages.onlyAcceptedWeighs);
  });
});

describe("the photo of the scale's reading", () => {
  it('is judged by its content: text named .jpg is refused (415), nothing changes', async () => {
    const order = await acceptedOrder(t, kabadi, [newspaper]);
    const fake = await proposeWithPhoto(kabadi, order, { data: Buffer.from('not a picture at all'), filename: 'scale.jpg', type: 'image/jpeg' });
    expect(fake.statusCode, fake.body).toBe(415);
    expect(fake.json().fields).toHaveProperty('scale_photo');
    const pdfAsPicture = await proposeWithPhoto(kabadi, order, { data: Buffer.from('%PDF-1.4\n'), filename: 'scale.png', type: 'image/png' });
    expect(pdfAsPicture.statusCode).toBe(415);
    expect((await storedCode(t, order.orderNumber)).code).toBe(order.code);
    expect((await card(order.customer, order.orderNumber)).json().proposal).toBeNull();
  });

  it("is served to the order's customer and dealer side only, never by /media, and goes with weights proposed without it", async () => {
    const order = await acceptedOrder(t, kabadi, [newspaper]);
    const res = await proposeWithPhoto(kabadi, order, { data: png, filename: 'scale.png', type: 'image/png' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ scale_photo: true });
    const url = `/api/order_scale_photo/${order.orderNumber}/`;
    for (const reader of [order.customer, kabadi, await createEmployee(t, kabadi)]) {
      const photo = await get(reader, url);
      expect(photo.statusCode, photo.body).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
      expect(photo.headers['cache-control']).toBe('private, no-store');
      expect(photo.rawPayload.equals(png)).toBe(true);
    }
    for (const stranger of [await newCustomer(t), collector, await createEmployee(t, collector)]) {
      expect((await get(stranger, url)).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, order.orderNumber));
    expect(row?.scalePhotoKey).toMatch(/^scale-photos\//);
    expect((await t.app.inject({ method: 'GET', url: `/media/${row?.scalePhotoKey ?? ''}` })).statusCode).toBe(404);

    // New weights without a photo: the old reading is not theirs.
    await weigh(t, kabadi, order);
    expect((await get(order.customer, url)).statusCode).toBe(404);
  });
});

describe('UPI with a reference', () => {
  it.each([
    ['11 digits', '41234567890'],
    ['13 digits', '4123456789012'],
    ['letters', '41234567890A'],
    ['the old free-form reference', 'UPI123456789'],
  ])('a UPI completion with a UTR of %s is refused (400), no try counted', async (_label, utr) => {
    const order = await weighedOrder(t, kabadi, [newspaper]);
    const res = await complete(t.app, kabadi, order.orderNumber, completionBody(order, { payment_method: 'upi', payment_reference: utr }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields?.payment_reference).toEqual([weightsMessages.utrInvalid]);
    expect(await storedCode(t, order.orderNumber)).toMatchObject({ tries: 0, status: 'Accepted' });
  });

  it('a customer saves a UPI ID by the contract pattern (bad ones refused, empty removes it); the dealer at the door is shown it as payee', async () => {
    const customer = await newCustomer(t);
    const save = (upi_vpa: string) =>
      t.app.inject({ method: 'POST', url: '/v3/api/update-attrs/customer/', headers: bearer(customer), payload: { Cid: customer.id, mobile_number: '9876501234', upi_vpa } });
    const profile = async () => (await get(customer, `/v3/api/view-profile/customer/${customer.id}`)).json();
    for (const bad of ['asha', 'asha@', '@okaxis', 'a@b', 'asha@@okaxis', 'asha devi@okaxis']) {
      const refused = await save(bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().fields?.upi_vpa).toEqual([weightsMessages.vpaInvalid]);
    }
    expect((await profile()).upi_vpa).toBeNull();
    expect((await save('asha.devi@okaxis')).statusCode).toBe(200);
    expect((await profile()).upi_vpa).toBe('asha.devi@okaxis');

    const order = await weighedOrder(t, kabadi, [newspaper], {}, customer);
    const atDoor = (await get(kabadi, `/api/order_weights/${order.orderNumber}/`)).json();
    expect(atDoor.payee).toMatchObject({ upi_vpa: 'asha.devi@okaxis' });
    expect(atDoor.payee.name).not.toBe('');

    expect((await save('')).statusCode).toBe(200);
    expect((await profile()).upi_vpa).toBeNull();
    expect((await get(kabadi, `/api/order_weights/${order.orderNumber}/`)).json().payee.upi_vpa).toBeNull();
  });

  it("both receipts (page and PDF) show the UTR and the photo of the scale", async () => {
    const order = await acceptedOrder(t, kabadi, [newspaper]);
    // A real picture, as a phone's camera makes (pdfkit draws it into the PDF).
    const photo = await QRCode.toBuffer('12.35 kg', { type: 'png' });
    expect((await proposeWithPhoto(kabadi, order, { data: photo, filename: 'scale.png', type: 'image/png' })).statusCode).toBe(200);
    const { code } = await storedCode(t, order.orderNumber);
    const done = await complete(
      t.app,
      kabadi,
      order.orderNumber,
      completionBody({ ...order, code: code ?? '', version: 1 }, { payment_method: 'upi', payment_reference: '412345678901' }),
    );
    expect(done.statusCode, done.body).toBe(200);
    for (const reader of [order.customer, kabadi]) {
      const receipt = await get(reader, `/api/order_receipt/${order.orderNumber}/`);
      expect(receipt.statusCode, receipt.body).toBe(200);
      expect(receipt.json()).toMatchObject({ payment_method: 'upi', payment_reference: '412345678901', scale_photo: true });
      const pdf = await get(reader, `/api/order_receipt/${order.orderNumber}/pdf/`);
      expect(pdf.statusCode).toBe(200);
      expect(pdfText(pdf.rawPayload)).toContain('412345678901');
      expect(pdf.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
    }
    // The photo stays readable after completion, for the parties.
    expect((await get(order.customer, `/api/order_scale_photo/${order.orderNumber}/`)).statusCode).toBe(200);
  });
});

