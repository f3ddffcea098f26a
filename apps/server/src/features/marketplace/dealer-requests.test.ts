/**
 * The dealer's 'Requests' lists (schedule requests, reach-us messages, ratings, inquiries) and
 * the Done / Declined change of a schedule request. Rows are put in with drizzle: the public
 * forms that send them are tested in forms.test.ts and dealers' inquiry tests.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { InquiryEntry, RatingEntry, ReachUsEntry, ScheduleRequestEntry } from '@kt/contract/marketplace/dealer-requests';
import { pathTo } from '@kt/contract/http/path-to';
import * as routes from '@kt/contract/routes';
import { limits } from '@kt/contract/limits';
import { notGiven } from '@kt/contract/marketplace/rules';
import { messages } from '@kt/contract/messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createVerifiedAccount, signIn } from '../../../test/accounts-helpers.ts';
import { createEmployee } from '../../../test/factories.ts';
import { newCustomer } from '../../../test/orders-helpers.ts';
import { nextPageLink, pageThrough } from '../../../test/paging-helpers.ts';
import { dealerRatings, inquiries, reachUsMessages, scheduleRequests } from '../../platform/db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newDealer(): Promise<AuthRecord> {
  const form = await createVerifiedAccount(t.app, t.database.db, 'dealer', { account_type: 'Collector', role: 'Collector' });
  return signIn(t.app, 'dealer', form.email);
}

/** `n` seconds ago, so rows put in one after another have the times a test expects. */
const secondsAgo = (n: number) => new Date(Date.now() - n * 1000);

const db = () => t.database.db;

function scheduleRow(dealerId: number, name: string, createdAt = new Date()) {
  return {
    dealerId,
    selectDate: '2030-05-17',
    selectTime: '14:30',
    name,
    email: 'visitor@example.in',
    phone: '+919876543210',
    pincode: '282001',
    stateAndCountry: 'Uttar Pradesh, India',
    address: '12 Taj Road, Sadar Bazar',
    sourceIp: '203.0.113.7',
    createdAt,
  };
}

function reachUsRow(dealerId: number, name: string, createdAt = new Date()) {
  return {
    dealerId,
    subject: 'Bulk pickup',
    name,
    email: 'visitor@example.in',
    phone: '9876543210',
    message: 'We have 200 kg of cardboard every week.',
    sourceIp: '203.0.113.7',
    createdAt,
  };
}

function ratingRow(dealerId: number, review: string | null, createdAt = new Date(), rating = '4.5') {
  return { dealerId, rating, review, sourceIp: '203.0.113.7', createdAt };
}

function inquiryRow(dealerId: number, name: string, createdAt = new Date(), itemPicKey: string | null = null) {
  return {
    dealerId,
    customerName: name,
    phone: '9876543210',
    email: 'seller@example.in',
    itemName: 'Copper wire',
    quantity: '12.50',
    description: 'Old house wiring, stripped.',
    itemPicKey,
    sourceIp: '203.0.113.7',
    createdAt,
  };
}

/** Each list: its URL, and how to put in rows of a dealer named by a label the entry shows. */
type ListCase = {
  name: string;
  url: string;
  insert(dealerId: number, labels: string[], createdAt?: (index: number) => Date): Promise<unknown>;
  label(entry: Record<string, unknown>): unknown;
};
const sameInstant = () => new Date();
const listCases: ListCase[] = [
  {
    name: 'schedule requests',
    url: routes.dealerScheduleRequests.path,
    insert: (dealerId, labels, at = sameInstant) => db().insert(scheduleRequests).values(labels.map((label, i) => scheduleRow(dealerId, label, at(i)))),
    label: (entry) => entry.name,
  },
  {
    name: 'reach-us messages',
    url: routes.dealerReachUsMessages.path,
    insert: (dealerId, labels, at = sameInstant) => db().insert(reachUsMessages).values(labels.map((label, i) => reachUsRow(dealerId, label, at(i)))),
    label: (entry) => entry.name,
  },
  {
    name: 'ratings',
    url: routes.dealerRatings.path,
    insert: (dealerId, labels, at = sameInstant) => db().insert(dealerRatings).values(labels.map((label, i) => ratingRow(dealerId, label, at(i)))),
    label: (entry) => entry.rate_count,
  },
  {
    name: 'inquiries',
    url: routes.dealerInquiries.path,
    insert: (dealerId, labels, at = sameInstant) => db().insert(inquiries).values(labels.map((label, i) => inquiryRow(dealerId, label, at(i)))),
    label: (entry) => entry.customer_name,
  },
];

const get = (url: string, who?: AuthRecord) => t.app.inject({ method: 'GET', url, headers: who ? bearer(who) : {} });

describe.each(listCases)('GET the dealer’s $name', (list) => {
  it('answers only the caller’s dealer’s rows, newest first, never cached', async () => {
    const a = await newDealer();
    const b = await newDealer();
    // Put in oldest first, each a second apart.
    await list.insert(a.id, ['A old', 'A middle', 'A new'], (i) => secondsAgo(30 - i));
    await list.insert(b.id, ['B only'], () => secondsAgo(10));

    const ofA = await get(list.url, a);
    expect(ofA.statusCode, ofA.body).toBe(200);
    expect(ofA.headers['cache-control']).toBe('private, no-store');
    expect(ofA.headers.link).toBeUndefined();
    expect((ofA.json() as Record<string, unknown>[]).map(list.label)).toEqual(['A new', 'A middle', 'A old']);
    expect((await get(list.url, b)).json().map(list.label)).toEqual(['B only']);
    expect((await get(list.url, await newDealer())).json()).toEqual([]);
  });

  it('pages with page_size and a Link to the next page, each row once, no Link on the last page', async () => {
    const dealer = await newDealer();
    // One statement: five rows of the same instant, so only the id orders them.
    await list.insert(dealer.id, ['1', '2', '3', '4', '5']);
    const first = await get(`${list.url}?page_size=2`, dealer);
    expect(first.statusCode).toBe(200);
    const next = nextPageLink(first);
    expect(next).toMatch(new RegExp(`^${list.url}\\?page_size=2&cursor=[A-Za-z0-9_-]+$`));

    const pages = await pageThrough<Record<string, unknown>>(t.app, dealer, `${list.url}?page_size=2`);
    expect(pages.map((page) => page.map(list.label))).toEqual([['5', '4'], ['3', '2'], ['1']]);
  });

  it('shows an employee their dealer’s rows, not another dealer’s', async () => {
    const dealer = await newDealer();
    const other = await newDealer();
    await list.insert(dealer.id, ['Mine'], () => secondsAgo(5));
    await list.insert(other.id, ['Theirs'], () => secondsAgo(1));
    const employee = await createEmployee(t, dealer);
    const res = await get(list.url, employee);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map(list.label)).toEqual(['Mine']);
  });

  it('refuses a caller without a token with 401 and a customer with 403', async () => {
    expect((await get(list.url)).statusCode).toBe(401);
    expect((await get(list.url, await newCustomer(t))).statusCode).toBe(403);
  });

  it('refuses a bad cursor and a page_size above the maximum with 400', async () => {
    const dealer = await newDealer();
    const badCursor = await get(`${list.url}?cursor=bogus`, dealer);
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().message).toBe(messages.general.cursorInvalid);
    const tooMany = await get(`${list.url}?page_size=${limits.pageSizeMax + 1}`, dealer);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields.page_size).toEqual([messages.general.pageSizeInvalid]);
  });
});

describe('the entries of each list', () => {
  it('a schedule request: the visitor’s date, time and details, status New, created_at in ISO', async () => {
    const dealer = await newDealer();
    const createdAt = new Date('2026-03-01T09:15:00.000Z');
    await db().insert(scheduleRequests).values(scheduleRow(dealer.id, 'Asha Verma', createdAt));
    const [entry, ...rest] = (await get(routes.dealerScheduleRequests.path, dealer)).json() as ScheduleRequestEntry[];
    expect(rest).toEqual([]);
    expect(entry).toEqual({
      id: expect.any(Number),
      select_date: '2030-05-17',
      select_time: '14:30',
      name: 'Asha Verma',
      email: 'visitor@example.in',
      phone_number: '+919876543210',
      pincode: '282001',
      state_n_country: 'Uttar Pradesh, India',
      address: '12 Taj Road, Sadar Bazar',
      status: 'New',
      created_at: '2026-03-01T09:15:00.000Z',
    });
  });

  it('a schedule request whose date and time are to be agreed: both null', async () => {
    const dealer = await newDealer();
    await db().insert(scheduleRequests).values({ ...scheduleRow(dealer.id, 'Ravi Kumar'), selectDate: null, selectTime: null });
    const [entry] = (await get(routes.dealerScheduleRequests.path, dealer)).json() as ScheduleRequestEntry[];
    expect(entry).toMatchObject({ name: 'Ravi Kumar', select_date: null, select_time: null, status: 'New' });
  });

  it('a reach-us message: subject, sender, phone_number and message', async () => {
    const dealer = await newDealer();
    await db().insert(reachUsMessages).values(reachUsRow(dealer.id, 'Vikram Singh', new Date('2026-03-02T10:00:00.000Z')));
    expect((await get(routes.dealerReachUsMessages.path, dealer)).json() as ReachUsEntry[]).toEqual([
      {
        id: expect.any(Number),
        subject: 'Bulk pickup',
        name: 'Vikram Singh',
        email: 'visitor@example.in',
        phone_number: '9876543210',
        message: 'We have 200 kg of cardboard every week.',
        created_at: '2026-03-02T10:00:00.000Z',
      },
    ]);
  });

  it("a rating: the rating as a number, rate_count the review or 'N/A' without one", async () => {
    const dealer = await newDealer();
    await db()
      .insert(dealerRatings)
      .values([ratingRow(dealer.id, 'On time and fair weights.', secondsAgo(20), '4.5'), ratingRow(dealer.id, null, secondsAgo(10), '3.0')]);
    const entries = (await get(routes.dealerRatings.path, dealer)).json() as RatingEntry[];
    expect(entries.map(({ rating, rate_count }) => ({ rating, rate_count }))).toEqual([
      { rating: 3, rate_count: notGiven },
      { rating: 4.5, rate_count: 'On time and fair weights.' },
    ]);
    expect(notGiven).toBe('N/A');
  });

  it('an inquiry: quantity as decimal text, itemPic an absolute URL or null', async () => {
    const dealer = await newDealer();
    await db()
      .insert(inquiries)
      .values([inquiryRow(dealer.id, 'With picture', secondsAgo(20), 'inquiries/0a1b2c.png'), inquiryRow(dealer.id, 'Without picture', secondsAgo(10))]);
    const entries = (await get(routes.dealerInquiries.path, dealer)).json() as InquiryEntry[];
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        customer_name: 'Without picture',
        phone: '9876543210',
        email: 'seller@example.in',
        itemName: 'Copper wire',
        itemPic: null,
        quantity: '12.50',
        description: 'Old house wiring, stripped.',
        created_at: expect.any(String),
      },
      expect.objectContaining({ customer_name: 'With picture', itemPic: `${t.config.publicUrl}/media/inquiries/0a1b2c.png` }),
    ]);
  });
});

describe('PATCH a schedule request’s status', () => {
  async function newRequest(dealerId: number) {
    const [row] = await db().insert(scheduleRequests).values(scheduleRow(dealerId, 'Asha Verma')).returning();
    if (!row) throw new Error('not stored');
    return row;
  }
  const stored = async (id: number) => (await db().select().from(scheduleRequests).where(eq(scheduleRequests.id, id)))[0];
  const patch = (id: number, status: unknown, who?: AuthRecord) =>
    t.app.inject({
      method: 'PATCH',
      url: pathTo(routes.dealerScheduleRequest, { id: id }),
      payload: { status },
      headers: who ? bearer(who) : {},
    });

  it('marks a New request Done, answers the entry, records when; a second change is refused with 409', async () => {
    const dealer = await newDealer();
    const request = await newRequest(dealer.id);
    const res = await patch(request.id, 'Done', dealer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: request.id, status: 'Done', name: 'Asha Verma', select_date: '2030-05-17', phone_number: '+919876543210' });
    const after = await stored(request.id);
    expect(after?.status).toBe('Done');
    expect(after?.decidedAt).toBeInstanceOf(Date);
    expect((await get(routes.dealerScheduleRequests.path, dealer)).json()[0]).toMatchObject({ id: request.id, status: 'Done' });

    const again = await patch(request.id, 'Declined', dealer);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.marketplaceArea.requestAlreadyDecided);
    expect((await stored(request.id))?.status).toBe('Done');
    expect((await patch(request.id, 'Done', dealer)).statusCode).toBe(409);
  });

  it('marks a New request Declined, in a urlencoded body too; then it stays Declined', async () => {
    const dealer = await newDealer();
    const request = await newRequest(dealer.id);
    const res = await t.app.inject({
      method: 'PATCH',
      url: pathTo(routes.dealerScheduleRequest, { id: request.id }),
      payload: 'status=Declined',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(dealer) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('Declined');
    expect((await patch(request.id, 'Done', dealer)).statusCode).toBe(409);
    expect((await stored(request.id))?.status).toBe('Declined');
  });

  it('lets one of two changes at once win: one 200, one 409', async () => {
    const dealer = await newDealer();
    const request = await newRequest(dealer.id);
    const answers = await Promise.all([patch(request.id, 'Done', dealer), patch(request.id, 'Declined', dealer)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((res) => res.statusCode === 200)?.json().status;
    expect((await stored(request.id))?.status).toBe(winner);
  });

  it('lets the dealer’s employee decide', async () => {
    const dealer = await newDealer();
    const employee = await createEmployee(t, dealer);
    const request = await newRequest(dealer.id);
    const res = await patch(request.id, 'Done', employee);
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored(request.id))?.status).toBe('Done');
  });

  it('answers 404 for another dealer’s request (even to their employee) and leaves it New; 404 for an unknown id', async () => {
    const owner = await newDealer();
    const other = await newDealer();
    const request = await newRequest(owner.id);
    for (const who of [other, await createEmployee(t, other)]) {
      const res = await patch(request.id, 'Declined', who);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(messages.marketplaceArea.requestNotFound);
    }
    const after = await stored(request.id);
    expect(after?.status).toBe('New');
    expect(after?.decidedAt).toBeNull();

    // Decided already, it still looks the same as none to another dealer.
    expect((await patch(request.id, 'Done', owner)).statusCode).toBe(200);
    expect((await patch(request.id, 'Declined', other)).statusCode).toBe(404);
    expect((await patch(2_000_000_000, 'Done', owner)).statusCode).toBe(404);
  });

  it('refuses a status other than Done or Declined with 400 and changes nothing', async () => {
    const dealer = await newDealer();
    const request = await newRequest(dealer.id);
    for (const status of ['New', 'Accepted', 'done', '', undefined]) {
      const res = await patch(request.id, status, dealer);
      expect(res.statusCode, String(status)).toBe(400);
      expect(res.json().fields.status).toEqual([messages.general.invalidRequest]);
    }
    expect((await stored(request.id))?.status).toBe('New');
  });

  it('refuses a caller without a token with 401 and a customer with 403', async () => {
    const dealer = await newDealer();
    const request = await newRequest(dealer.id);
    expect((await patch(request.id, 'Done')).statusCode).toBe(401);
    expect((await patch(request.id, 'Done', await newCustomer(t))).statusCode).toBe(403);
    expect((await stored(request.id))?.status).toBe('New');
  });
});
