import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAuthRecord } from '@kt/contract/accounts/auth-record';
import { pathTo } from '@kt/contract/http/path-to';
import * as routes from '@kt/contract/routes';
import { messagePreferences, outgoingMessages, users } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, postForm } from '../../../test/accounts-helpers.ts';
import { askAndReadCode, askCode, e164Of, signInByMobile, signUpByMobile } from '../../../test/phone-helpers.ts';
import { phoneMessages } from '@kt/contract/phone/phone-messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newestCodeChannel(mobile: string) {
  const [row] = await t.database.db
    .select({ channel: outgoingMessages.channel })
    .from(outgoingMessages)
    .where(eq(outgoingMessages.toE164, e164Of(mobile)))
    .orderBy(desc(outgoingMessages.createdAt))
    .limit(1);
  return row?.channel;
}

describe('POST /v3/api/sign_in/mobile/{utype}/', () => {
  it('signs a customer in with the code sent to their number: the auth record, with a session that works', async () => {
    const customer = await signUpByMobile(t, 'customer');
    const code = await askAndReadCode(t, { mobile_number: customer.mobile, purpose: 'signin', utype: 'customer' });
    const res = await signInByMobile(t, 'customer', customer.mobile, code);
    expect(res.statusCode, res.body).toBe(200);
    const record = ZAuthRecord.parse(res.json());
    expect(record).toMatchObject({ id: customer.id, KT_ID: customer.KT_ID, email: '', mobile_number: customer.mobile, account_category: 'customer' });
    expect(record.tokens.refresh).not.toBe(customer.tokens.refresh);

    const profile = await t.app.inject({ method: 'GET', url: pathTo(routes.customerViewProfile, { refreshOrId: record.tokens.refresh }), headers: bearer(record) });
    expect(profile.statusCode, profile.body).toBe(200);
    const refreshed = await postForm(t.app, routes.tokenRefresh.path, { refresh: record.tokens.refresh });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
  });

  it('signs a dealer in on the dealer side', async () => {
    const dealer = await signUpByMobile(t, 'dealer');
    const code = await askAndReadCode(t, { mobile_number: dealer.mobile, purpose: 'signin', utype: 'dealer' });
    const res = await signInByMobile(t, 'dealer', dealer.mobile, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: dealer.id, account_category: 'dealer', email: '' });
  });

  it('refuses a code on the other side than it was sent for', async () => {
    const dealer = await signUpByMobile(t, 'dealer');
    const code = await askAndReadCode(t, { mobile_number: dealer.mobile, purpose: 'signin', utype: 'dealer' });
    const res = await signInByMobile(t, 'customer', dealer.mobile, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: phoneMessages.codeExpired });
  });

  it('counts an account switched off as none: no code, and a code sent before does not sign it in', async () => {
    const customer = await signUpByMobile(t, 'customer');
    const code = await askAndReadCode(t, { mobile_number: customer.mobile, purpose: 'signin', utype: 'customer' });
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, customer.id));
    const res = await signInByMobile(t, 'customer', customer.mobile, code);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: phoneMessages.noAccount });
    const ask = await askCode(t, { mobile_number: customer.mobile, purpose: 'signin', utype: 'customer' });
    expect(ask.statusCode).toBe(404);
    expect(ask.json()).toMatchObject({ message: phoneMessages.noAccount });
  });

  it('cannot be reached by the e-mail sign-in: an empty e-mail or password is refused before any account is looked up', async () => {
    await signUpByMobile(t, 'customer');
    const res = await postForm(t.app, pathTo(routes.signIn, { utype: 'customer' }), { email: '', password: '' });
    expect(res.statusCode).toBe(400);
    const blankPassword = await postForm(t.app, pathTo(routes.signIn, { utype: 'customer' }), { email: 'someone@example.in', password: '' });
    expect(blankPassword.statusCode).toBe(400);
  });
});

describe('the channel of a code', () => {
  it('goes by WhatsApp only when asked and the account opted in (and not out since); else by SMS', async () => {
    const customer = await signUpByMobile(t, 'customer');
    const ask = async () => {
      // The resend wait is not what this test is about.
      await t.database.db.execute(sql`update one_time_codes set created_at = created_at - interval '1 minute' where mobile_e164 = ${e164Of(customer.mobile)}`);
      const res = await askCode(t, { mobile_number: customer.mobile, purpose: 'signin', utype: 'customer', channel: 'whatsapp' });
      expect(res.statusCode, res.body).toBe(200);
      const channel = await newestCodeChannel(customer.mobile);
      // The answer says where to look for the code.
      expect(res.json()).toEqual({ msg: channel === 'whatsapp' ? phoneMessages.codeSentWhatsApp : phoneMessages.codeSent });
      return channel;
    };

    expect(await ask()).toBe('sms');
    await t.database.db
      .insert(messagePreferences)
      .values({ userId: customer.id, sms: [], whatsapp: [], email: [], whatsappOptedInAt: new Date(Date.now() - 60_000) });
    expect(await ask()).toBe('whatsapp');
    await t.database.db.update(messagePreferences).set({ whatsappOptedOutAt: new Date() }).where(eq(messagePreferences.userId, customer.id));
    expect(await ask()).toBe('sms');
  });

  it('sends a sign-in code even to an account that switched every SMS message off', async () => {
    const customer = await signUpByMobile(t, 'customer');
    await t.database.db.insert(messagePreferences).values({ userId: customer.id, sms: [], whatsapp: [], email: [] });
    const code = await askAndReadCode(t, { mobile_number: customer.mobile, purpose: 'signin', utype: 'customer' });
    expect(await newestCodeChannel(customer.mobile)).toBe('sms');
    expect((await signInByMobile(t, 'customer', customer.mobile, code)).statusCode).toBe(200);
  });
});
