import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpRules } from '@kt/contract/limits';
import * as routes from '@kt/contract/routes';
import { messageOutbox, oneTimeCodes } from '../../platform/db/schema/index.ts';
import { createOffSender } from '../../platform/messages/outbox-sender.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer } from '../../../test/accounts-helpers.ts';
import { createCustomer } from '../../../test/factories.ts';
import {
  askAndReadCode,
  askCode,
  customerByMobileFields,
  e164Of,
  messagesSent,
  readCode,
  signInByMobile,
  signUpByMobile,
  uniqueMobile,
} from '../../../test/phone-helpers.ts';
import { phoneMessages } from '@kt/contract/phone/phone-messages';

/*
 * Issue 27's acceptance: each abuse of the codes is refused in the contract's words, and nothing
 * is sent for it (no message queued, none delivered to the outbox).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Moves the number's codes `seconds` into the past, as if asked for that long ago. */
async function age(mobile: string, seconds: number) {
  await t.database.db.execute(
    sql`update one_time_codes set created_at = created_at - make_interval(secs => ${seconds}), expires_at = expires_at - make_interval(secs => ${seconds}) where mobile_e164 = ${e164Of(mobile)}`,
  );
}

async function expectNothingSentBy(work: () => Promise<void>) {
  const before = await messagesSent(t);
  await work();
  expect(await messagesSent(t)).toEqual(before);
}

describe('one-time codes against abuse', () => {
  it('refuses the 6th try after 5 wrong codes, even with the right code, and sends nothing', async () => {
    const customer = await signUpByMobile(t, 'customer');
    const code = await askAndReadCode(t, { mobile_number: customer.mobile, purpose: 'signin', utype: 'customer' });
    const wrong = code === '000000' ? '111111' : '000000';
    await expectNothingSentBy(async () => {
      for (let i = 0; i < otpRules.maxTries; i += 1) {
        const res = await signInByMobile(t, 'customer', customer.mobile, wrong);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message: phoneMessages.codeWrong });
      }
      const sixth = await signInByMobile(t, 'customer', customer.mobile, code);
      expect(sixth.statusCode).toBe(400);
      expect(sixth.json()).toMatchObject({ message: phoneMessages.codeTriesSpent });
    });
  });

  it('refuses a code used twice', async () => {
    const customer = await signUpByMobile(t, 'customer');
    const code = await askAndReadCode(t, { mobile_number: customer.mobile, purpose: 'signin', utype: 'customer' });
    await expectNothingSentBy(async () => {
      const first = await signInByMobile(t, 'customer', customer.mobile, code);
      expect(first.statusCode, first.body).toBe(200);
      const second = await signInByMobile(t, 'customer', customer.mobile, code);
      expect(second.statusCode).toBe(400);
      expect(second.json()).toMatchObject({ message: phoneMessages.codeExpired });
    });
  });

  it('signs in once with a code typed twice at the same moment', async () => {
    const customer = await signUpByMobile(t, 'customer');
    const code = await askAndReadCode(t, { mobile_number: customer.mobile, purpose: 'signin', utype: 'customer' });
    const answers = await Promise.all([0, 1].map(() => signInByMobile(t, 'customer', customer.mobile, code)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a code at a purpose it was not sent for: a sign-up code at sign-in, a sign-in code at adding a number', async () => {
    const newcomer = uniqueMobile();
    const signUpCode = await askAndReadCode(t, { mobile_number: newcomer, purpose: 'signup', utype: 'customer' });
    const customer = await signUpByMobile(t, 'customer');
    const signInCode = await askAndReadCode(t, { mobile_number: customer.mobile, purpose: 'signin', utype: 'customer' });
    await expectNothingSentBy(async () => {
      // The code is checked before the account: the answer is about the code.
      const atSignIn = await signInByMobile(t, 'customer', newcomer, signUpCode);
      expect(atSignIn.statusCode).toBe(400);
      expect(atSignIn.json()).toMatchObject({ message: phoneMessages.codeExpired });

      const atVerify = await t.app.inject({
        method: 'POST',
        url: routes.mobileNumberVerify.path,
        headers: bearer(customer),
        payload: { mobile_number: customer.mobile, code: signInCode },
      });
      expect(atVerify.statusCode).toBe(400);
      expect(atVerify.json()).toMatchObject({ message: phoneMessages.codeExpired });
    });
    // Each still works where it belongs.
    expect((await signInByMobile(t, 'customer', customer.mobile, signInCode)).statusCode).toBe(200);
    const signedUp = await t.app.inject({
      method: 'POST',
      url: routes.mobileCustomerRegistration.path,
      payload: { mobile_number: newcomer, code: signUpCode, ...customerByMobileFields },
    });
    expect(signedUp.statusCode, signedUp.body).toBe(201);
  });

  it('refuses an expired code', async () => {
    const customer = await signUpByMobile(t, 'customer');
    const code = await askAndReadCode(t, { mobile_number: customer.mobile, purpose: 'signin', utype: 'customer' });
    await age(customer.mobile, otpRules.lifetimeSeconds + 1);
    const res = await signInByMobile(t, 'customer', customer.mobile, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: phoneMessages.codeExpired });
  });

  it('keeps only a keyed hash of the code, and only the newest code of a number and purpose works', async () => {
    const customer = await signUpByMobile(t, 'customer');
    const first = await askAndReadCode(t, { mobile_number: customer.mobile, purpose: 'signin', utype: 'customer' });
    await age(customer.mobile, otpRules.resendSeconds + 1);
    const second = await askAndReadCode(t, { mobile_number: customer.mobile, purpose: 'signin', utype: 'customer' });
    const rows = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.mobileE164, e164Of(customer.mobile)));
    for (const row of rows) {
      expect(row.codeHash).not.toContain(first);
      expect(row.codeHash).not.toContain(second);
      expect(row.codeHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    if (first !== second) {
      const old = await signInByMobile(t, 'customer', customer.mobile, first);
      expect(old.json()).toMatchObject({ message: phoneMessages.codeWrong });
    }
    expect((await signInByMobile(t, 'customer', customer.mobile, second)).statusCode).toBe(200);
  });

  it('refuses a new code to the same number and purpose within 30 seconds, and sends nothing', async () => {
    const mobile = uniqueMobile();
    await askAndReadCode(t, { mobile_number: mobile, purpose: 'signup', utype: 'customer' });
    await expectNothingSentBy(async () => {
      const res = await askCode(t, { mobile_number: mobile, purpose: 'signup', utype: 'customer' });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ message: phoneMessages.resendWait });
    });
    await age(mobile, otpRules.resendSeconds + 1);
    expect((await askCode(t, { mobile_number: mobile, purpose: 'signup', utype: 'customer' })).statusCode).toBe(200);
  });

  it('lets only one of two requests at once for a number through', async () => {
    const mobile = uniqueMobile();
    const answers = await Promise.all([0, 1].map(() => askCode(t, { mobile_number: mobile, purpose: 'signup', utype: 'dealer' })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 429]);
    expect(await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.mobileE164, e164Of(mobile)))).toHaveLength(1);
  });

  it('refuses a 6th code to one number within an hour, and sends nothing', async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < otpRules.perNumberPerHour; i += 1) {
      await askAndReadCode(t, { mobile_number: mobile, purpose: 'signup', utype: 'customer' });
      await age(mobile, otpRules.resendSeconds + 1);
    }
    await expectNothingSentBy(async () => {
      const sixth = await askCode(t, { mobile_number: mobile, purpose: 'signup', utype: 'customer' });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toMatchObject({ message: phoneMessages.numberHourlyLimit });
    });
    await age(mobile, 3600);
    expect((await askCode(t, { mobile_number: mobile, purpose: 'signup', utype: 'customer' })).statusCode).toBe(200);
  });

  it('refuses a 21st code asked from one address within an hour, whatever the numbers, and sends nothing', async () => {
    const ip = '203.0.113.21';
    for (let i = 0; i < otpRules.perAddressPerHour; i += 1) {
      const res = await askCode(t, { mobile_number: uniqueMobile(), purpose: 'signup', utype: 'customer' }, { ip });
      expect(res.statusCode, res.body).toBe(200);
    }
    await expectNothingSentBy(async () => {
      const res = await askCode(t, { mobile_number: uniqueMobile(), purpose: 'signup', utype: 'customer' }, { ip });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ message: phoneMessages.addressHourlyLimit });
    });
    // Another address is not held back by this one.
    expect((await askCode(t, { mobile_number: uniqueMobile(), purpose: 'signup', utype: 'customer' }, { ip: '203.0.113.22' })).statusCode).toBe(200);
  });

  it('refuses a number that belongs to another account, at sign-up and at adding a number, and sends nothing', async () => {
    const owner = await signUpByMobile(t, 'dealer');
    const other = await createCustomer(t);
    await expectNothingSentBy(async () => {
      const signUp = await askCode(t, { mobile_number: owner.mobile, purpose: 'signup', utype: 'customer' });
      expect(signUp.statusCode).toBe(409);
      expect(signUp.json()).toMatchObject({ message: phoneMessages.accountExists });
      const adding = await askCode(t, { mobile_number: owner.mobile, purpose: 'add_number', utype: 'customer' }, { caller: other });
      expect(adding.statusCode).toBe(409);
      expect(adding.json()).toMatchObject({ message: phoneMessages.numberTaken });
    });
  });

  it('refuses a code for a number not signed up, and for one of the other side, and sends nothing', async () => {
    const dealer = await signUpByMobile(t, 'dealer');
    await expectNothingSentBy(async () => {
      const unknown = await askCode(t, { mobile_number: uniqueMobile(), purpose: 'signin', utype: 'customer' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: phoneMessages.noAccount });
      const wrongSide = await askCode(t, { mobile_number: dealer.mobile, purpose: 'signin', utype: 'customer' });
      expect(wrongSide.statusCode).toBe(404);
      expect(wrongSide.json()).toMatchObject({ message: phoneMessages.wrongSide });
    });
  });

  it('reads the code from the development outbox too, as an SMS in +91 form', async () => {
    const mobile = uniqueMobile();
    const code = await askAndReadCode(t, { mobile_number: mobile, purpose: 'signup', utype: 'customer' });
    await t.app.deps.jobs.drain();
    const kept = await t.database.db
      .select({ channel: messageOutbox.channel, text: messageOutbox.text })
      .from(messageOutbox)
      .where(eq(messageOutbox.toE164, e164Of(mobile)));
    expect(kept).toEqual([{ channel: 'sms', text: expect.stringContaining(code) }]);
    expect(await readCode(t, mobile)).toBe(code);
  });
});

describe('one-time codes and the day of SMS', () => {
  it('refuses a code once the day’s SMS budget is spent, keeping neither the code nor a message', async () => {
    const budgeted = await createTestApp({ env: { SMS_DAILY_BUDGET: '2' } });
    try {
      const ask = (mobile: string) =>
        budgeted.app.inject({ method: 'POST', url: routes.otpRequest.path, payload: { mobile_number: mobile, purpose: 'signup', utype: 'customer' } });
      expect((await ask(uniqueMobile())).statusCode).toBe(200);
      expect((await ask(uniqueMobile())).statusCode).toBe(200);
      const before = await messagesSent(budgeted);
      const third = uniqueMobile();
      const res = await ask(third);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ message: phoneMessages.smsBudgetSpent });
      expect(await messagesSent(budgeted)).toEqual(before);
      expect(await budgeted.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.mobileE164, e164Of(third)))).toEqual([]);
      expect(await budgeted.app.deps.messages.smsUsedToday()).toMatchObject({ used: 2 });
    } finally {
      await budgeted.close();
    }
  });

  it('answers 503 in the phone’s words when SMS is off, keeping no code', async () => {
    const off = await createTestApp({ senders: { sms: createOffSender('sms') } });
    try {
      const mobile = uniqueMobile();
      const res = await off.app.inject({ method: 'POST', url: routes.otpRequest.path, payload: { mobile_number: mobile, purpose: 'signup', utype: 'customer' } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ message: phoneMessages.channelOff });
      expect(await off.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.mobileE164, e164Of(mobile)))).toEqual([]);
      expect(await messagesSent(off)).toEqual({ queued: 0, delivered: 0 });
    } finally {
      await off.close();
    }
  });
});
