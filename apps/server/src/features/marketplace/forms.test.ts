import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as routes from '@kt/contract/routes';
import { limits, marketplaceMailBudget, rateLimits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { indiaDate } from '@kt/contract/india-time';
import { addDays, formatPickupDate } from '@kt/contract/orders/pickup-dates';
import { dealerRatings, reachUsMessages, scheduleRequests, users } from '../../platform/db/schema/index.ts';
import { createOutboxMailer, type Mailer } from '../../platform/mail/mailer.ts';
import { createMemoryRateLimiter } from '../../platform/rate-limits/rate-limit.ts';
import { countEmails, createVerifiedAccount, giveAreaAndPrice, readEmail } from '../../../test/accounts-helpers.ts';
import { demoEmails } from '../../../test/orders-helpers.ts';
import { multipartBody } from '../../../test/form-bodies.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * One seeded app with a real (in-memory) rate limiter: every request comes from its own
 * address and every valid form carries its own e-mail unless a test means otherwise, so the
 * limits only bite in the rate-limit tests. The mailer writes to the outbox and can be made to
 * fail.
 */
let t: TestApp;
let mailFails = false;
const switchableMailer: Mailer = {
  kind: 'outbox',
  async send(message) {
    if (mailFails) throw new Error('mail server down');
    await createOutboxMailer(t.database.db).send(message);
  },
  close: () => undefined,
};

type Dealer = { id: number; email: string; name: string; accountType: string };
let kabadi: Dealer;
let collector: Dealer;
let recycler: Dealer;
let customerId: number;

async function accountByEmail(email: string, category: 'dealer' | 'customer') {
  const [row] = await t.database.db
    .select({ id: users.id, email: users.email, name: users.username, accountType: users.accountType })
    .from(users)
    .where(and(eq(users.email, email), eq(users.accountCategory, category)));
  if (!row) throw new Error(`no seeded ${category} ${email}`);
  return row;
}

beforeAll(async () => {
  // Scale 4: the many forms these tests send to the demo collector stay within its mail budget
  // (marketplaceMailBudget); the rate-limit tests scale their counts with it.
  t = await createTestApp({ seed: true, rateLimiter: createMemoryRateLimiter(), mailer: switchableMailer, env: { RATE_LIMIT_SCALE: '4' } });
  kabadi = await accountByEmail(demoEmails.kabadi, 'dealer');
  collector = await accountByEmail(demoEmails.collector, 'dealer');
  recycler = await accountByEmail(demoEmails.recycler, 'dealer');
  customerId = (await accountByEmail(demoEmails.customer, 'customer')).id;
});
afterAll(async () => {
  await t.close();
});

let requestCount = 0;
/** A new address for each request: 10.x.y.z, never the rate-limit tests' 203.0.113.x. */
function nextAddress() {
  requestCount += 1;
  return `10.${Math.floor(requestCount / 62500) % 250}.${Math.floor(requestCount / 250) % 250}.${(requestCount % 250) + 1}`;
}
let emailCount = 0;
function nextEmail() {
  emailCount += 1;
  return `visitor${emailCount}@example.in`;
}

type Fields = Record<string, string>;

function post(url: string, fields: Fields, remoteAddress = nextAddress()) {
  return t.app.inject({ method: 'POST', url, remoteAddress, ...multipartBody(fields) });
}

const inDays = (days: number) => addDays(indiaDate(), days);

function scheduleForm(dealer: Dealer, over: Fields = {}): Fields {
  return {
    dealer_id: String(dealer.id),
    dealer_account_type: dealer.accountType,
    deale_name: dealer.name,
    select_date: inDays(3),
    select_time: '10:30',
    name: 'Sunita Devi',
    email: nextEmail(),
    phone_number: '9876543210',
    pincode: '282001',
    state_n_country: 'Uttar Pradesh, India',
    address: '12 MG Road, near the temple, Agra',
    ...over,
  };
}

function ratingForm(dealer: Dealer, over: Fields = {}): Fields {
  return { dealer_id: String(dealer.id), dealer_account_type: dealer.accountType, deale_name: dealer.name, rating: '4.5', rate_count: 'N/A', ...over };
}

function reachUsForm(dealer: Dealer, over: Fields = {}): Fields {
  return {
    dealer_id: String(dealer.id),
    dealer_account_type: dealer.accountType,
    deale_name: dealer.name,
    subject: 'N/A',
    name: 'Arjun Mehta',
    email: nextEmail(),
    phone_number: '8765432109',
    message: 'Do you buy old car batteries?',
    ...over,
  };
}

const tables = { schedule: scheduleRequests, rating: dealerRatings, reachUs: reachUsMessages } as const;
type Form = keyof typeof tables;
const formUrl: Record<Form, string> = { schedule: routes.schedulePickup.path, rating: routes.dealerRating.path, reachUs: routes.reachUs.path };
const formOf: Record<Form, (dealer: Dealer, over?: Fields) => Fields> = { schedule: scheduleForm, rating: ratingForm, reachUs: reachUsForm };
const forms = Object.keys(tables) as Form[];

async function rowCount(form: Form) {
  const table = tables[form];
  const [row] = await t.database.db.select({ count: count() }).from(table);
  return row?.count ?? 0;
}

async function rowCounts() {
  return { schedule: await rowCount('schedule'), rating: await rowCount('rating'), reachUs: await rowCount('reachUs') };
}

async function newestMailTo(dealer: Dealer) {
  const mail = await readEmail(t.database.db, dealer.email);
  expect(mail, `a mail to ${dealer.email}`).toBeDefined();
  return mail?.textBody ?? '';
}

const requestsLink = () => `${t.config.publicUrl}/dealer/requests`;

describe('schedule pickup', () => {
  it(`answers 201 '${messages.marketplace.scheduleSuccess}' to a valid multipart form, stores one New request for the dealer with the date and time as chosen, and e-mails the dealer`, async () => {
    const before = await rowCount('schedule');
    const date = inDays(5);
    const form = scheduleForm(kabadi, { select_date: date, select_time: '07:05', phone_number: '+919876543210' });
    const address = nextAddress();
    const res = await post(routes.schedulePickup.path, form, address);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ msg: messages.marketplace.scheduleSuccess });

    expect(await rowCount('schedule')).toBe(before + 1);
    const stored = await t.database.db.select().from(scheduleRequests).where(eq(scheduleRequests.email, form.email ?? ''));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      dealerId: kabadi.id,
      selectDate: date,
      selectTime: '07:05',
      name: 'Sunita Devi',
      phone: '+919876543210',
      pincode: '282001',
      stateAndCountry: 'Uttar Pradesh, India',
      address: '12 MG Road, near the temple, Agra',
      status: 'New',
      sourceIp: address,
      decidedAt: null,
    });

    const mail = await readEmail(t.database.db, kabadi.email);
    expect(mail?.subject).toBe(`New pickup request for ${formatPickupDate(date)} at 07:05`);
    const text = mail?.textBody ?? '';
    expect(text).toContain(`Hello ${kabadi.name},`);
    for (const fact of [
      `Date: ${formatPickupDate(date)}`,
      'Time: 07:05',
      'Name: Sunita Devi',
      'Phone: +919876543210',
      `E-mail: ${form.email}`,
      'Pincode: 282001',
      'State and country: Uttar Pradesh, India',
      'Address: 12 MG Road, near the temple, Agra',
      requestsLink(),
    ]) {
      expect(text).toContain(fact);
    }
  });

  it(`accepts a pickup on the last day allowed, ${limits.scheduleMaxDaysAhead} days ahead`, async () => {
    const res = await post(routes.schedulePickup.path, scheduleForm(collector, { select_date: inDays(limits.scheduleMaxDaysAhead), select_time: '23:59' }));
    expect(res.statusCode, res.body).toBe(201);
  });

  it(`refuses a short phone, a pincode of 5 or 7 digits or with letters, and an empty name with '${messages.marketplace.scheduleInvalid}', storing nothing`, async () => {
    const before = await rowCount('schedule');
    const cases: [Fields, string][] = [
      [{ phone_number: '987654321' }, 'phone_number'],
      [{ phone_number: '98765' }, 'phone_number'],
      [{ pincode: '28200' }, 'pincode'],
      [{ pincode: '2820011' }, 'pincode'],
      [{ pincode: '28200a' }, 'pincode'],
      [{ pincode: 'abcdef' }, 'pincode'],
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
    ];
    for (const [bad, field] of cases) {
      const res = await post(routes.schedulePickup.path, scheduleForm(kabadi, bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: messages.marketplace.scheduleInvalid });
      expect(res.json().fields, JSON.stringify(bad)).toHaveProperty(field);
    }
    expect(await rowCount('schedule')).toBe(before);
  });

  it("stores a date and time that cannot be kept (passed, beyond the limit, not a date or HH:MM, left out) as 'to be agreed', never refusing it", async () => {
    // The spec's client sends a fixed date and time, not the visitor's choice (spec 9).
    const cases: Fields[] = [
      { select_date: inDays(-1) },
      { select_date: inDays(-400) },
      // 00:00 today has always passed by the time the request arrives.
      { select_date: inDays(0), select_time: '00:00' },
      { select_date: inDays(limits.scheduleMaxDaysAhead + 1) },
      { select_date: inDays(1000) },
      { select_date: '2030-02-30' },
      { select_date: 'tomorrow' },
      { select_date: 'Tue Oct 12 2021 10:30:00 GMT+0530 (India Standard Time)' },
      { select_time: '25:00' },
      { select_time: '10:30 AM' },
      { select_time: '' },
    ];
    for (const sent of cases) {
      const form = scheduleForm(collector, sent);
      const res = await post(routes.schedulePickup.path, form);
      expect(res.statusCode, JSON.stringify(sent)).toBe(201);
      expect(res.json()).toEqual({ msg: messages.marketplace.scheduleSuccess });
      const [stored] = await t.database.db.select().from(scheduleRequests).where(eq(scheduleRequests.email, form.email ?? ''));
      expect(stored, JSON.stringify(sent)).toMatchObject({ dealerId: collector.id, selectDate: null, selectTime: null, status: 'New' });
    }
    const { select_date: _date, select_time: _time, ...withoutWhen } = scheduleForm(collector);
    expect((await post(routes.schedulePickup.path, withoutWhen)).statusCode).toBe(201);
    const [leftOut] = await t.database.db.select().from(scheduleRequests).where(eq(scheduleRequests.email, withoutWhen.email ?? ''));
    expect(leftOut).toMatchObject({ selectDate: null, selectTime: null });
  });

  it("tells the dealer by e-mail that the date and time are to be agreed", async () => {
    const res = await post(routes.schedulePickup.path, scheduleForm(kabadi, { select_date: '2021-10-12', select_time: '10:30' }));
    expect(res.statusCode, res.body).toBe(201);
    const mail = await readEmail(t.database.db, kabadi.email);
    const toBeAgreed = messages.marketplaceArea.scheduleWhenToBeAgreed;
    expect(mail?.subject).toBe(`New pickup request: ${toBeAgreed.toLowerCase()}`);
    expect(mail?.textBody).toContain(`Date and time: ${toBeAgreed}`);
    expect(mail?.textBody).not.toContain('2021');
  });
});

describe('dealer rating', () => {
  it(`answers 201 '${messages.marketplace.ratingSuccess}', stores the rating with its review for the dealer, and e-mails the dealer`, async () => {
    const before = await rowCount('rating');
    const address = nextAddress();
    const res = await post(routes.dealerRating.path, ratingForm(collector, { rating: '4.5', rate_count: 'Quick pickup, fair weighing' }), address);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ msg: messages.marketplace.ratingSuccess });
    expect(await rowCount('rating')).toBe(before + 1);
    const [stored] = await t.database.db.select().from(dealerRatings).orderBy(desc(dealerRatings.id)).limit(1);
    expect(stored).toMatchObject({ dealerId: collector.id, rating: '4.5', review: 'Quick pickup, fair weighing', sourceIp: address });
    const text = await newestMailTo(collector);
    expect(text).toContain('Rating: 4.5 of 5');
    expect(text).toContain('Review: Quick pickup, fair weighing');
    expect(text).toContain(requestsLink());
  });

  it("stores no review when rate_count is 'N/A', empty or left out, and the e-mail says none was written", async () => {
    for (const over of [{ rate_count: 'N/A' }, { rate_count: '' }]) {
      const res = await post(routes.dealerRating.path, ratingForm(kabadi, { rating: '5', ...over }));
      expect(res.statusCode, res.body).toBe(201);
      const [stored] = await t.database.db.select().from(dealerRatings).orderBy(desc(dealerRatings.id)).limit(1);
      expect(stored, JSON.stringify(over)).toMatchObject({ dealerId: kabadi.id, rating: '5.0', review: null });
      const text = await newestMailTo(kabadi);
      expect(text).toContain('Rating: 5.0 of 5');
      expect(text).toContain('Review: No review was written.');
      expect(text).not.toContain('N/A');
    }
    const { rate_count: _left, ...withoutReview } = ratingForm(kabadi, { rating: '0.5' });
    expect((await post(routes.dealerRating.path, withoutReview)).statusCode).toBe(201);
    const [stored] = await t.database.db.select().from(dealerRatings).orderBy(desc(dealerRatings.id)).limit(1);
    expect(stored).toMatchObject({ rating: '0.5', review: null });
  });

  it(`refuses a rating of 0, 5.5 or 3.3 with a half-step field message, and a missing rating with '${messages.marketplace.ratingMissing}', storing nothing`, async () => {
    const before = await rowCount('rating');
    for (const rating of ['0', '5.5', '3.3', '-1', 'five']) {
      const res = await post(routes.dealerRating.path, ratingForm(kabadi, { rating }));
      expect(res.statusCode, rating).toBe(400);
      expect(res.json(), rating).toMatchObject({ code: 'VALIDATION', message: messages.marketplace.ratingMissing });
      expect(res.json().fields.rating, rating).toEqual([expect.any(String)]);
    }
    for (const rating of ['0', '5.5', '3.3']) {
      const res = await post(routes.dealerRating.path, ratingForm(kabadi, { rating }));
      expect(res.json().fields, rating).toEqual({ rating: [messages.marketplaceArea.ratingInvalid] });
    }
    const { rating: _missing, ...noRating } = ratingForm(kabadi, { rate_count: 'Nice people' });
    const missing = await post(routes.dealerRating.path, noRating);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Please Write us Review', fields: { rating: [messages.marketplace.ratingMissing] } });
    expect(await rowCount('rating')).toBe(before);
  });
});

describe('reach us', () => {
  it(`answers 201 '${messages.marketplaceArea.reachUsSuccess}', stores one message for the dealer, and e-mails the dealer`, async () => {
    const before = await rowCount('reachUs');
    const form = reachUsForm(recycler, { message: 'Do you buy old car batteries?\nI have twelve.' });
    const address = nextAddress();
    const res = await post(routes.reachUs.path, form, address);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ msg: messages.marketplaceArea.reachUsSuccess });
    expect(await rowCount('reachUs')).toBe(before + 1);
    const stored = await t.database.db.select().from(reachUsMessages).where(eq(reachUsMessages.email, form.email ?? ''));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      dealerId: recycler.id,
      subject: 'N/A',
      name: 'Arjun Mehta',
      phone: '8765432109',
      message: 'Do you buy old car batteries?\nI have twelve.',
      sourceIp: address,
    });
    const mail = await readEmail(t.database.db, recycler.email);
    expect(mail?.subject).toBe('New message from Arjun Mehta');
    for (const fact of ['Subject: N/A', 'Name: Arjun Mehta', 'Phone: 8765432109', `E-mail: ${form.email}`, 'Message: Do you buy old car batteries?', requestsLink()]) {
      expect(mail?.textBody).toContain(fact);
    }
  });

  it(`refuses a short phone, a phone not starting with 6-9, an empty name and an empty message with '${messages.marketplace.reachUsInvalid}', storing nothing`, async () => {
    const before = await rowCount('reachUs');
    const cases: [Fields, string][] = [
      [{ phone_number: '876543210' }, 'phone_number'],
      [{ phone_number: '98765' }, 'phone_number'],
      [{ phone_number: '5123456789' }, 'phone_number'],
      [{ phone_number: '0987654321' }, 'phone_number'],
      [{ phone_number: '+919876543210' }, 'phone_number'],
      [{ name: '' }, 'name'],
      [{ message: '' }, 'message'],
      [{ email: 'not-an-email' }, 'email'],
    ];
    for (const [bad, field] of cases) {
      const res = await post(routes.reachUs.path, reachUsForm(recycler, bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: messages.marketplace.reachUsInvalid });
      expect(res.json().fields, JSON.stringify(bad)).toHaveProperty(field);
    }
    expect(await rowCount('reachUs')).toBe(before);
  });
});

describe('the dealer a form is sent to', () => {
  const failureText: Record<Form, string> = {
    schedule: messages.marketplace.scheduleFailed,
    rating: messages.marketplace.ratingFailed,
    reachUs: messages.marketplace.reachUsFailed,
  };

  it("answers 404 with each form's failure text for an unknown dealer id, a customer's id and an unverified dealer, storing nothing", async () => {
    const before = await rowCounts();
    const unknown: Dealer = { ...kabadi, id: 999_999 };
    const customer: Dealer = { ...kabadi, id: customerId };
    await t.database.db.update(users).set({ isVerified: false }).where(eq(users.id, recycler.id));
    try {
      for (const form of forms) {
        for (const dealer of [unknown, customer, recycler]) {
          const res = await post(formUrl[form], formOf[form](dealer));
          expect(res.statusCode, `${form} to ${dealer.id}`).toBe(404);
          expect(res.json(), `${form} to ${dealer.id}`).toMatchObject({
            code: 'NOT_FOUND',
            message: failureText[form],
            fields: { dealer_id: [messages.marketplace.notFound] },
          });
        }
      }
    } finally {
      await t.database.db.update(users).set({ isVerified: true }).where(eq(users.id, recycler.id));
    }
    expect(await rowCounts()).toEqual(before);
  });

  it(`answers 409 '${messages.marketplace.inactive}' to each form for an inactive dealer, storing nothing`, async () => {
    const before = await rowCounts();
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, recycler.id));
    try {
      for (const form of forms) {
        const res = await post(formUrl[form], formOf[form](recycler));
        expect(res.statusCode, form).toBe(409);
        expect(res.json(), form).toMatchObject({ code: 'CONFLICT', message: 'Dealer is not active' });
      }
    } finally {
      await t.database.db.update(users).set({ isActive: true }).where(eq(users.id, recycler.id));
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('ties each form to the dealer id and names the dealer from its own record, not from a forged deale_name / dealer_account_type', async () => {
    const forged = { deale_name: 'Forged Traders Pvt Ltd', dealer_account_type: 'Recycler' };
    for (const form of forms) {
      const res = await post(formUrl[form], formOf[form](kabadi, forged));
      expect(res.statusCode, form).toBe(201);
      const table = tables[form];
      const [stored] = await t.database.db.select().from(table).orderBy(desc(table.id)).limit(1);
      expect(stored?.dealerId, form).toBe(kabadi.id);
      expect(JSON.stringify(stored), form).not.toContain('Forged');
      const mail = await readEmail(t.database.db, kabadi.email);
      expect(mail?.textBody, form).toContain(`Hello ${kabadi.name},`);
      for (const part of [mail?.subject, mail?.textBody, mail?.htmlBody]) {
        expect(part, form).not.toContain('Forged');
        expect(part, form).not.toContain('Recycler');
      }
    }
  });

  it('keeps the stored form and answers 201 when the e-mail to the dealer cannot be sent, and sends it once the mail server is back', async () => {
    const mailsBefore = await countEmails(t.database.db, collector.email);
    for (const form of forms) {
      const before = await rowCount(form);
      mailFails = true;
      try {
        expect((await post(formUrl[form], formOf[form](collector))).statusCode, form).toBe(201);
        await countEmails(t.database.db, collector.email);
      } finally {
        mailFails = false;
      }
      expect(await rowCount(form), form).toBe(before + 1);
    }
    // Each mail failed once and is retried after its delay (1 s in tests).
    for (let i = 0; i < 50 && (await countEmails(t.database.db, collector.email)) < mailsBefore + forms.length; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await countEmails(t.database.db, collector.email)).toBe(mailsBefore + forms.length);
  });
});

describe('rate limits of the forms', () => {
  const scaled = (limit: number) => Math.ceil(limit * t.config.rateLimitScale);
  const perAddress: Record<Form, number> = {
    schedule: rateLimits.marketplaceForms.perIp,
    rating: rateLimits.ratings.perIp,
    reachUs: rateLimits.marketplaceForms.perIp,
  };
  const addressOf: Record<Form, string> = { schedule: '203.0.113.61', rating: '203.0.113.62', reachUs: '203.0.113.63' };

  for (const form of forms) {
    it(`answers 429 to the ${form} form beyond ${perAddress[form]} submissions from one address, and stores nothing more`, async () => {
      const address = addressOf[form];
      for (let i = 0; i < scaled(perAddress[form]); i += 1) {
        const res = await post(formUrl[form], formOf[form](collector), address);
        expect(res.statusCode, `submission ${i + 1}`).toBe(201);
      }
      const before = await rowCount(form);
      const refused = await post(formUrl[form], formOf[form](collector), address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await rowCount(form)).toBe(before);
      // Another address is not held back.
      expect((await post(formUrl[form], formOf[form](collector))).statusCode).toBe(201);
    });
  }

  for (const form of ['schedule', 'reachUs'] as const) {
    it(`answers 429 to the ${form} form once one e-mail has sent ${rateLimits.marketplaceForms.perEmail}, even from other addresses`, async () => {
      const email = `${form}-flood@example.in`;
      for (let i = 0; i < scaled(rateLimits.marketplaceForms.perEmail); i += 1) {
        expect((await post(formUrl[form], formOf[form](collector, { email }))).statusCode, `submission ${i + 1}`).toBe(201);
      }
      const before = await rowCount(form);
      expect((await post(formUrl[form], formOf[form](collector, { email }))).statusCode).toBe(429);
      expect(await rowCount(form)).toBe(before);
    });
  }
});

describe("a dealer's mail budget", () => {
  it('mails a dealer at most its budget of forms an hour from any number of addresses; the rest are stored without a mail', async () => {
    const signedUp = await createVerifiedAccount(t.app, t.database.db, 'dealer', { email: 'budget-dealer@example.in' });
    const dealer = await accountByEmail(signedUp.email, 'dealer');
    // Issue 28: pickups are booked only with a dealer who has an area and a price.
    await giveAreaAndPrice(t.database.db, dealer.id);
    const budget = Math.ceil(marketplaceMailBudget.perDealer * t.config.rateLimitScale);
    const mailsBefore = await countEmails(t.database.db, dealer.email);
    const sent = budget + 3;
    for (let i = 0; i < sent; i += 1) {
      const form = forms[i % forms.length] ?? 'reachUs';
      expect((await post(formUrl[form], formOf[form](dealer))).statusCode, `form ${i + 1}`).toBe(201);
    }
    expect(await countEmails(t.database.db, dealer.email)).toBe(mailsBefore + budget);
    const stored = await Promise.all(
      forms.map(async (form) => (await t.database.db.select({ count: count() }).from(tables[form]).where(eq(tables[form].dealerId, dealer.id)))[0]?.count ?? 0),
    );
    expect(stored.reduce((a, b) => a + b, 0)).toBe(sent);
  });
});
