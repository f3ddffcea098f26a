import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMessagePreferences } from '@kt/contract/phone/message-kinds';
import { createCustomer } from '../../../test/factories.ts';
import { startFakeWhatsApp, whatsAppIncomingText, whatsAppSignature, type FakeWhatsApp } from '../../../test/fake-whatsapp.ts';
import { uniqueMobile } from '../../../test/provider-delivery.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { messagePreferences, users } from '../db/schema/index.ts';
import { isStopReply, whatsAppWebhookPath } from './whatsapp-webhook.ts';

let fake: FakeWhatsApp;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeWhatsApp();
  // WhatsApp configured as in production, with the webhook's secret and verify token.
  t = await createTestApp({ env: fake.env });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A customer whose account has `mobile` as its sign-in number. */
async function customerWithMobile(mobile: string) {
  const customer = await createCustomer(t);
  await t.database.db.update(users).set({ mobileE164: mobile, mobileVerifiedAt: new Date() }).where(eq(users.id, customer.id));
  return customer;
}

const preferencesOf = async (userId: number) => (await t.database.db.select().from(messagePreferences).where(eq(messagePreferences.userId, userId)))[0];

/** Posts a webhook call as Meta does: the JSON body and its signature with the app secret (or the given header). */
function postWebhook(body: unknown, signature?: string | null) {
  const payload = JSON.stringify(body);
  const header = signature === undefined ? whatsAppSignature(fake.appSecret, payload) : signature;
  return t.app.inject({
    method: 'POST',
    url: whatsAppWebhookPath,
    payload,
    headers: { 'content-type': 'application/json', ...(header === null ? {} : { 'x-hub-signature-256': header }) },
  });
}

describe('the WhatsApp webhook', () => {
  it("answers Meta's subscription check with the challenge when the verify token matches", async () => {
    const query = new URLSearchParams({ 'hub.mode': 'subscribe', 'hub.verify_token': fake.verifyToken, 'hub.challenge': '1158201444' });
    const res = await t.app.inject({ method: 'GET', url: `${whatsAppWebhookPath}?${query}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe('1158201444');
  });

  it('refuses the subscription check with another verify token, or another mode (403)', async () => {
    const queries: Record<string, string>[] = [
      { 'hub.mode': 'subscribe', 'hub.verify_token': 'guessed', 'hub.challenge': '1' },
      { 'hub.mode': 'unsubscribe', 'hub.verify_token': fake.verifyToken, 'hub.challenge': '1' },
      { 'hub.challenge': '1' },
    ];
    for (const query of queries) {
      const res = await t.app.inject({ method: 'GET', url: `${whatsAppWebhookPath}?${new URLSearchParams(query)}` });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toBe('1');
    }
  });

  it('ends WhatsApp for the account whose number replied STOP, keeping the time', async () => {
    const mobile = uniqueMobile();
    const customer = await customerWithMobile(mobile);
    const before = Date.now();

    const res = await postWebhook(whatsAppIncomingText(mobile.slice(1), 'STOP'));
    expect(res.statusCode).toBe(200);

    const row = await preferencesOf(customer.id);
    expect(row).toMatchObject({ whatsappOptedInAt: null, sms: defaultMessagePreferences.sms, whatsapp: defaultMessagePreferences.whatsapp, email: defaultMessagePreferences.email });
    expect(row?.whatsappOptedOutAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('clears an opt-in with a STOP ALL or UNSUBSCRIBE reply, keeping the other choices', async () => {
    for (const reply of ['  stop all ', 'Unsubscribe']) {
      const mobile = uniqueMobile();
      const customer = await customerWithMobile(mobile);
      await t.database.db.insert(messagePreferences).values({ userId: customer.id, sms: ['accepted'], whatsapp: ['accepted', 'reminder'], email: [], whatsappOptedInAt: new Date('2026-01-05T10:00:00Z') });

      expect((await postWebhook(whatsAppIncomingText(mobile.slice(1), reply))).statusCode).toBe(200);

      const row = await preferencesOf(customer.id);
      expect(row).toMatchObject({ whatsappOptedInAt: null, sms: ['accepted'], whatsapp: ['accepted', 'reminder'], email: [] });
      expect(row?.whatsappOptedOutAt).toBeInstanceOf(Date);
    }
  });

  it('refuses a call with a bad or missing signature (401) and changes nothing', async () => {
    const mobile = uniqueMobile();
    const customer = await customerWithMobile(mobile);
    const optedIn = new Date('2026-02-01T08:00:00Z');
    await t.database.db.insert(messagePreferences).values({ userId: customer.id, sms: [], whatsapp: ['accepted'], email: [], whatsappOptedInAt: optedIn });
    const stop = whatsAppIncomingText(mobile.slice(1), 'STOP');

    for (const signature of [whatsAppSignature('not-the-app-secret', JSON.stringify(stop)), 'sha256=', 'sha1=abc', null]) {
      const res = await postWebhook(stop, signature);
      expect(res.statusCode).toBe(401);
    }
    // The right signature over another body does not sign this one.
    const other = whatsAppIncomingText(mobile.slice(1), 'hello');
    expect((await postWebhook(stop, whatsAppSignature(fake.appSecret, JSON.stringify(other)))).statusCode).toBe(401);

    expect(await preferencesOf(customer.id)).toMatchObject({ whatsappOptedInAt: optedIn, whatsappOptedOutAt: null });
  });

  it('answers 200 to a signed call that holds no STOP (another reply, a status update, a number without an account)', async () => {
    const mobile = uniqueMobile();
    const customer = await customerWithMobile(mobile);
    for (const body of [
      whatsAppIncomingText(mobile.slice(1), 'Please stop by at 5'),
      { object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ field: 'messages', value: { statuses: [{ id: 'wamid.x', status: 'delivered' }] } }] }] },
      whatsAppIncomingText(uniqueMobile().slice(1), 'STOP'),
    ]) {
      expect((await postWebhook(body)).statusCode).toBe(200);
    }
    expect(await preferencesOf(customer.id)).toBeUndefined();
  });

  it('leaves the platform’s JSON body layer as it is for every other route', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/votes/post-votes/', payload: { vote: 1, status: 'Yes' }, remoteAddress: '203.0.113.77' });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('a STOP reply', () => {
  it.each(['STOP', 'stop', ' Stop ', 'STOP ALL', 'stop  all', 'UNSUBSCRIBE', 'unsubscribe'])('reads %j as STOP', (text) => {
    expect(isStopReply(text)).toBe(true);
  });
  it.each(['STOP!', 'stop please', 'start', ''])('does not read %j as STOP', (text) => {
    expect(isStopReply(text)).toBe(false);
  });
});
