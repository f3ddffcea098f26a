import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import type { DealerCard } from '@kt/contract/selling/dealers';
import { inquiries } from '../../platform/db/schema/index.ts';
import { readEmail } from '../../../test/accounts-helpers.ts';
import { demoEmails, priceList, signInDemo } from '../../../test/orders-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { multipartBody } from '../../../test/form-bodies.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t.close();
});

const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

function multipart(fields: Record<string, string>, file?: { name: string; filename: string; type: string; data: Buffer }) {
  return multipartBody(fields, file ? { [file.name]: file } : {});
}

describe('prices and dealers of a pincode', () => {
  it('answers 302 with every price of the dealers serving 282001, with pictures and categories', async () => {
    const list = await priceList(t.app, '282001');
    expect(list.length).toBeGreaterThan(20);
    const dealers = new Set(list.map((entry) => entry.dealer_name));
    expect(dealers).toEqual(new Set(['Ramesh Kabadiwala', 'Agra Scrap Collectors', 'Taj Recycling Industries']));
    const iron = list.find((entry) => entry.subcategory_name === 'Iron' && entry.dealer_name === 'Ramesh Kabadiwala');
    expect(iron).toMatchObject({ price: '26.00', pincode: '282001', unit: 'kg', category_name: 'Metal', percentage: '1.00' });
    expect(iron?.dealer_kt_id).toMatch(/^KTD\d{6}$/);
    const picture = await t.app.inject({ method: 'GET', url: iron?.subcategory_image ?? '' });
    expect(picture.statusCode).toBe(200);
  });

  it('answers an empty list for a pincode nobody serves, and 400 for a malformed one', async () => {
    expect(await priceList(t.app, '110001')).toEqual([]);
    const malformed = await t.app.inject({ method: 'GET', url: '/dealer_details/search-subcategory/12ab56/' });
    expect(malformed.statusCode).toBe(400);
  });

  it('lists the dealers of 282005 with KTD ids, quantities and what they deal in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dealer/api/getdealers/282005' });
    expect(res.statusCode).toBe(200);
    const dealers = res.json().data.dealers as DealerCard[];
    expect(dealers.map((d) => d.name)).toEqual(['Agra Scrap Collectors', 'Taj Recycling Industries']);
    expect(dealers[0]).toMatchObject({ account_type: 'Collector', min_qty: '50.00', qty: '2000.00', mobile: '9897023456' });
    expect(dealers[0]?.KT_ID).toMatch(/^KTD\d{6}$/);
    expect(dealers[0]?.dealing_in).toEqual(['E-waste', 'Glass', 'Metal', 'Other', 'Paper', 'Plastic']);
    const none = await t.app.inject({ method: 'GET', url: '/dealer/api/getdealers/110001' });
    expect(none.json()).toEqual({ data: { dealers: [] } });
  });
});

describe('inquiries to a dealer', () => {
  async function inquiryCount() {
    const [row] = await t.database.db.select({ count: count() }).from(inquiries);
    return row?.count ?? 0;
  }

  it('stores an inquiry with its picture and e-mails the dealer', async () => {
    const kabadi = await signInDemo(t.app, 'kabadi');
    const form = multipart(
      { dealer_id: String(kabadi.id), customer_name: 'Ravi', phone: '9876501234', email: 'ravi@example.in', itemName: 'Old fridge', quantity: '40', description: 'Working compressor' },
      { name: 'itemPic', filename: 'fridge.png', type: 'image/png', data: png },
    );
    const res = await t.app.inject({ method: 'POST', url: '/dealer/api/requestinquiry-post/', ...form });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ msg: messages.orders.inquirySuccess });
    const [stored] = await t.database.db.select().from(inquiries).where(eq(inquiries.dealerId, kabadi.id));
    expect(stored).toMatchObject({ customerName: 'Ravi', itemName: 'Old fridge', quantity: '40.00' });
    expect(stored?.itemPicKey).toMatch(/^inquiries\/.+\.png$/);
    const mail = await readEmail(t.database.db, demoEmails.kabadi);
    expect(mail?.subject).toBe('New inquiry: 40 kg of Old fridge');
    expect(mail?.textBody).toContain('9876501234');
    expect(mail?.textBody).toContain(`/media/${stored?.itemPicKey}`);
  });

  it('takes an inquiry without a picture, sent as a plain form', async () => {
    const collector = await signInDemo(t.app, 'collector');
    const res = await t.app.inject({
      method: 'POST',
      url: '/dealer/api/requestinquiry-post/',
      ...multipart({ dealer_id: String(collector.id), customer_name: 'Meena', phone: '9876501235', email: 'meena@example.in', itemName: 'Cartons', quantity: '12.5', description: '' }),
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("refuses a bad name, phone or quantity with 'Fill the form properly', a picture that is not an image, and an unknown dealer, storing nothing", async () => {
    const kabadi = await signInDemo(t.app, 'kabadi');
    const before = await inquiryCount();
    const good = { dealer_id: String(kabadi.id), customer_name: 'Ravi', phone: '9876501234', email: 'ravi@example.in', itemName: 'Iron', quantity: '10', description: '' };
    for (const bad of [{ customer_name: '' }, { phone: '98765' }, { phone: 'abcdefghij' }, { quantity: '0' }, { quantity: '-3' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/dealer/api/requestinquiry-post/', ...multipart({ ...good, ...bad }) });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toBe(messages.orders.inquiryInvalid);
    }
    const notImage = await t.app.inject({
      method: 'POST',
      url: '/dealer/api/requestinquiry-post/',
      ...multipart(good, { name: 'itemPic', filename: 'photo.png', type: 'image/png', data: Buffer.from('%PDF-1.4 not a picture') }),
    });
    expect(notImage.statusCode).toBe(415);
    const customer = await signInDemo(t.app, 'customer');
    const notDealer = await t.app.inject({ method: 'POST', url: '/dealer/api/requestinquiry-post/', ...multipart({ ...good, dealer_id: String(customer.id) }) });
    expect(notDealer.statusCode).toBe(404);
    expect(await inquiryCount()).toBe(before);
  });
});
