import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { Order } from '@kt/contract/orders/orders';
import type { Receipt } from '@kt/contract/orders/receipts';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { bearer } from '../../../test/accounts-helpers.ts';
import { complete, storedCode } from '../../../test/completion-helpers.ts';
import { addAreas, createDealer, createDealerWithAreaAndPrice, createEmployee } from '../../../test/factories.ts';
import { addItem, newCustomer, pickupDetails, placeOrder, post, setStatus } from '../../../test/orders-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { resaleMessages } from '@kt/contract/selling/resale-messages';
import { pdfText } from '../../../test/pdf-text.ts';

/*
 * Issue 28 (spec 1, who buys from whom): a Kabadi or Collector dealer sells what they collected
 * on to a Recycler of their pincode through the customer's checkout; the Recycler sees, accepts
 * and completes it like any pickup; receipts and statements name the dealer as the seller.
 */

let t: TestApp;
let kabadi: AuthRecord;
let kabadiOwn: PriceListEntry;
let recycler: { dealer: AuthRecord; entries: PriceListEntry[] };
let farRecycler: { dealer: AuthRecord; entries: PriceListEntry[] };
let otherKabadi: { dealer: AuthRecord; entries: PriceListEntry[] };
let collectorBuyer: { dealer: AuthRecord; entries: PriceListEntry[] };

const get = (who: AuthRecord, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(who) });

/**
 * The pickup at the door as it is now (issue 28, part 'weights'): the dealer proposes the weights,
 * the seller's card then shows them with the code (read here as the seller reads it), and the
 * dealer completes with that code and the weights' version.
 */
async function completeAtDoor(dealer: AuthRecord, seller: AuthRecord, orderNumber: string, items: { subcategory_id: number; weight_kg: string }[]) {
  const proposed = await post(t.app, dealer, `/api/order_weights/${orderNumber}/`, { items });
  expect(proposed.statusCode, proposed.body).toBeLessThan(300);
  const code = await get(seller, `/api/order_pickup_code/${orderNumber}/`);
  expect(code.statusCode, code.body).toBe(200);
  return complete(t.app, dealer, orderNumber, { code: code.json().code, weights_version: proposed.json().weights_version, payment_method: 'cash' });
}

const recyclerEntry = () => recycler.entries[0] as PriceListEntry;

beforeAll(async () => {
  t = await createTestApp();
  recycler = await createDealerWithAreaAndPrice(t, { type: 'Recycler', prices: { Newspaper: '20.00' } });
  farRecycler = await createDealerWithAreaAndPrice(t, { type: 'Recycler', prices: { Newspaper: '21.00' }, pincode: '282005' });
  otherKabadi = await createDealerWithAreaAndPrice(t, { type: 'Kabadi', prices: { Newspaper: '12.00' } });
  collectorBuyer = await createDealerWithAreaAndPrice(t, { type: 'Collector', prices: { Newspaper: '14.00' } });
  // The seller: a Kabadi of 282001 with a price of its own there.
  const own = await createDealerWithAreaAndPrice(t, { type: 'Kabadi', prices: { Newspaper: '11.00' } });
  kabadi = own.dealer;
  kabadiOwn = own.entries[0] as PriceListEntry;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('a Kabadi dealer sells on to a Recycler', () => {
  let orderNumber: string;

  it('places the order through add_item, add_order, order_info and order_confirm; the Recycler lists it, the Kabadi under its sales', async () => {
    const added = await addItem(t.app, kabadi, recyclerEntry(), 200);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ quantity: '200.00', unit_price: '20.00', total_price: '4000.00' });
    const draft = await post(t.app, kabadi, '/api/add_order/', { customer_id: kabadi.id, dealer_id: recycler.dealer.id });
    expect(draft.statusCode, draft.body).toBe(201);
    const info = await post(t.app, kabadi, '/api/order_info/', { cart_order_id: draft.json().cart_order_id, ...pickupDetails() });
    expect(info.statusCode, info.body).toBe(201);
    const confirmed = await post(t.app, kabadi, '/api/order_confirm/', { order_info_id: info.json().order_info_id });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    orderNumber = confirmed.json().order_number;

    const recyclerList = await get(recycler.dealer, `/api/dealer/confirm_orders/${recycler.dealer.id}/`);
    expect(recyclerList.statusCode, recyclerList.body).toBe(200);
    const listed = (recyclerList.json() as Order[]).find((order) => order.order_number === orderNumber);
    expect(listed).toMatchObject({ status: 'New', total_amount: '4000.00', customer: { id: kabadi.id, KT_ID: kabadi.KT_ID } });

    const sales = await get(kabadi, `/api/customer/confirm_orders/${kabadi.id}/`);
    expect(sales.statusCode, sales.body).toBe(200);
    expect((sales.json() as Order[]).map((order) => order.order_number)).toEqual([orderNumber]);
    // Its own pickups (as a buyer) do not show what it sold.
    const bought = await get(kabadi, `/api/dealer/confirm_orders/${kabadi.id}/`);
    expect((bought.json() as Order[]).map((order) => order.order_number)).not.toContain(orderNumber);
  });

  it('the Recycler accepts, the Kabadi reads the code, the Recycler completes with it', async () => {
    expect((await setStatus(t.app, kabadi, orderNumber, 'Accepted')).statusCode).toBe(409);
    const accepted = await setStatus(t.app, recycler.dealer, orderNumber, 'Accepted');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const code = await get(kabadi, `/api/order_pickup_code/${orderNumber}/`);
    expect(code.statusCode, code.body).toBe(200);
    expect((await storedCode(t, orderNumber)).status).toBe('Accepted');
    // The code stays away from the buyer at the door (issue 16), and from any other dealer.
    expect((await get(recycler.dealer, `/api/order_pickup_code/${orderNumber}/`)).statusCode).toBe(404);
    expect((await get(otherKabadi.dealer, `/api/order_pickup_code/${orderNumber}/`)).statusCode).toBe(404);

    const done = await completeAtDoor(recycler.dealer, kabadi, orderNumber, [{ subcategory_id: recyclerEntry().subcategory, weight_kg: '200' }]);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ total_amount: '4000.00' });
  });

  it("the receipt (JSON and PDF) names the Kabadi as the seller, for both parties; the Kabadi's sales wallet has the amount", async () => {
    const forSeller = await get(kabadi, `/api/order_receipt/${orderNumber}/`);
    expect(forSeller.statusCode, forSeller.body).toBe(200);
    const receipt: Receipt = forSeller.json();
    expect(receipt.customer).toMatchObject({ name: kabadi.username, kt_id: kabadi.KT_ID, account_type: 'Kabadi' });
    expect(receipt.dealer).toMatchObject({ name: recycler.dealer.username, kt_id: recycler.dealer.KT_ID });
    expect(receipt.commission_amount).toBeNull();

    const forBuyer = await get(recycler.dealer, `/api/order_receipt/${orderNumber}/`);
    expect(forBuyer.statusCode).toBe(200);
    expect((forBuyer.json() as Receipt).customer).toMatchObject({ name: kabadi.username, account_type: 'Kabadi' });
    expect((forBuyer.json() as Receipt).commission_amount).not.toBeNull();

    const pdf = await get(kabadi, `/api/order_receipt/${orderNumber}/pdf/`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdfText(pdf.rawPayload).replace(/\s+/g, ' ')).toContain(`${kabadi.username} (${kabadi.KT_ID}), Kabadiwala`);

    const wallet = await get(kabadi, '/api/wallet/customer/');
    expect(wallet.statusCode, wallet.body).toBe(200);
    expect(wallet.json()).toEqual({ balance: '4000.00', completed_orders: 1 });
    const history = await get(kabadi, '/api/wallet/customer/history/');
    expect(history.json()[0]).toMatchObject({ order_number: orderNumber, transferTo: recycler.dealer.username, amount: '4000.00' });
    // As a buyer it paid nothing out.
    expect((await get(kabadi, '/api/wallet/dealer/')).json()).toMatchObject({ paid_total: '0.00', completed_orders: 0 });
  });

  it("the Recycler's statement and wallet history name the Kabadi as the seller", async () => {
    const month = receiptMonth();
    const statement = await get(recycler.dealer, `/api/wallet/dealer/statement/${month}/`);
    expect(statement.statusCode, statement.body).toBe(200);
    const line = statement.body.split(/\r\n/).find((text) => text.includes(orderNumber)) ?? '';
    expect(line).toContain(`${kabadi.username} (${kabadi.KT_ID}), Kabadiwala`);
    const history = await get(recycler.dealer, '/api/wallet/dealer/history/');
    expect(history.json()[0]).toMatchObject({ order_number: orderNumber, transferTo: `${kabadi.username} (${kabadi.KT_ID}), Kabadiwala` });
  });

  it('the Kabadi cancels a sale as its seller (spec 4), the Recycler is told', async () => {
    const placed = await placeOrder(t.app, kabadi, [recyclerEntry()]);
    const cancelled = await setStatus(t.app, kabadi, placed.order_number, 'Cancelled by Customer');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await setStatus(t.app, kabadi, placed.order_number, 'Cancelled by Dealer')).statusCode).toBe(409);
  });
});

function receiptMonth(): string {
  // India's month of now (the completion just happened).
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);
}

describe('who may not buy from whom', () => {
  it("refuses a Kabadi's and a Collector's price to a Kabadi seller, with the catalogue's message", async () => {
    for (const buyer of [otherKabadi, collectorBuyer]) {
      const res = await addItem(t.app, kabadi, buyer.entries[0] as PriceListEntry);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(resaleMessages.onlyToRecyclers);
    }
  });

  it('refuses a dealer selling to themselves', async () => {
    const res = await addItem(t.app, kabadi, kabadiOwn);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(resaleMessages.notToYourself);
  });

  it('refuses a sale from a pincode that is not one of the dealer’s areas', async () => {
    const res = await addItem(t.app, kabadi, farRecycler.entries[0] as PriceListEntry);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(resaleMessages.notYourArea);
  });

  it('refuses a Recycler selling to a Recycler, at add_item and add_order', async () => {
    const seller = await createDealer(t, { type: 'Recycler' });
    await addAreas(t, seller, ['282001']);
    const res = await addItem(t.app, seller, recyclerEntry());
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe(resaleMessages.recyclerCannotSell);
    const draft = await post(t.app, seller, '/api/add_order/', { customer_id: seller.id, dealer_id: recycler.dealer.id });
    expect(draft.statusCode).toBe(403);
  });

  it("refuses a dealer's employee (the guard), and a dealer naming another account", async () => {
    const employee = await createEmployee(t, kabadi);
    expect((await addItem(t.app, employee, recyclerEntry())).statusCode).toBe(403);
    const res = await post(t.app, kabadi, '/api/add_item/', {
      customer_id: otherKabadi.dealer.id,
      dealer_id: recycler.dealer.id,
      price_list_id: recyclerEntry().id,
      subcategory_id: recyclerEntry().subcategory,
      quantity: 5,
    });
    expect(res.statusCode).toBe(403);
  });

  it("a Collector sells on to a Recycler too", async () => {
    const collector = await createDealer(t, { type: 'Collector' });
    await addAreas(t, collector, ['282001']);
    const placed = await placeOrder(t.app, collector, [recyclerEntry()]);
    expect(placed.status).toBe('New');
  });
});

describe("a Personal customer's checkout is unchanged", () => {
  it('books a Kabadi and a Recycler alike, and reads its receipt as before', async () => {
    const customer = await newCustomer(t);
    const placed = await placeOrder(t.app, customer, [otherKabadi.entries[0] as PriceListEntry]);
    expect(placed.status).toBe('New');
    const accepted = await setStatus(t.app, otherKabadi.dealer, placed.order_number, 'Accepted');
    expect(accepted.statusCode).toBe(200);
    const entry = otherKabadi.entries[0] as PriceListEntry;
    const done = await completeAtDoor(otherKabadi.dealer, customer, placed.order_number, [{ subcategory_id: entry.subcategory, weight_kg: '5' }]);
    expect(done.statusCode, done.body).toBe(200);
    const receipt = await get(customer, `/api/order_receipt/${placed.order_number}/`);
    expect((receipt.json() as Receipt).customer).toMatchObject({ name: 'Asha Sharma', kt_id: customer.KT_ID, account_type: 'Personal' });
    const cancelled = await placeOrder(t.app, customer, [otherKabadi.entries[0] as PriceListEntry]);
    expect((await setStatus(t.app, customer, cancelled.order_number, 'Cancelled by Customer')).statusCode).toBe(200);
    // The rule only orders and labels dealers for a customer: a Recycler's price is not refused.
    const toRecycler = await addItem(t.app, customer, recyclerEntry());
    expect(toRecycler.statusCode, toRecycler.body).toBe(201);
  });
});
