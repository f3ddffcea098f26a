import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import type { PhoneMessageList } from '@kt/contract/admin/phone-messages';
import type { MessageKind } from '@kt/contract/phone/message-kinds';
import { bearer } from '../../../test/accounts-helpers.ts';
import { createAdmin } from '../../../test/factories.ts';
import { startFakeProviderServer } from '../../../test/fake-provider.ts';
import { graphError, startFakeWhatsApp, type FakeWhatsApp } from '../../../test/fake-whatsapp.ts';
import { deliverMessageTo, queuePhoneMessage, uniqueMobile } from '../../../test/provider-delivery.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { StoredMessage } from './message-types.ts';
import { createWhatsAppCloudSender, type WhatsAppSettings } from './whatsapp-cloud-sender.ts';

let fake: FakeWhatsApp;
let t: TestApp;
let admin: AuthRecord;

const settingsFor = (f: FakeWhatsApp, changes: Partial<WhatsAppSettings> = {}): WhatsAppSettings => ({
  accessToken: f.accessToken,
  phoneNumberId: f.phoneNumberId,
  baseUrl: f.url,
  templates: f.templates,
  language: 'en',
  ...changes,
});

beforeAll(async () => {
  fake = await startFakeWhatsApp();
  t = await createTestApp({
    senders: { whatsapp: createWhatsAppCloudSender(settingsFor(fake)) },
    // Two retries, a second apart: the whole backoff fits in a test.
    jobSettings: { retryLimit: 2, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 },
  });
  admin = await createAdmin(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const callsTo = (to: string) => fake.requests.filter((r) => (r.json as { to?: string } | undefined)?.to === to.slice(1));

async function adminList(query: string): Promise<PhoneMessageList> {
  const res = await t.app.inject({ method: 'GET', url: `${adminRoutes.adminPhoneMessages.path}?${query}`, headers: bearer(admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('WhatsApp through the Business Cloud API (approved templates)', () => {
  it('sends the kind’s template with its parameters, the bearer token and the number as 91XXXXXXXXXX', async () => {
    const to = uniqueMobile();
    await queuePhoneMessage(t, 'whatsapp', to, 'new_pickup', {
      order: 'KT2001',
      date: '14 Jun 2026',
      slot: '10 AM - 12 PM',
      pincode: '560001',
      items: 'Newspaper, Cardboard',
      link: 'http://localhost:3000/dealer/orders',
    });
    const row = await deliverMessageTo(t, to);

    const [call] = callsTo(to);
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe(`/v21.0/${fake.phoneNumberId}/messages`);
    expect(call?.headers.authorization).toBe(`Bearer ${fake.accessToken}`);
    expect(call?.json).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: to.slice(1),
      type: 'template',
      template: {
        name: 'kt_new_pickup',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: ['KT2001', '14 Jun 2026', '10 AM - 12 PM', '560001', 'Newspaper, Cardboard', 'http://localhost:3000/dealer/orders'].map((text) => ({ type: 'text', text })),
          },
        ],
      },
    });
    const sent = fake.sent.find((s) => s.to === to.slice(1));
    expect(row).toMatchObject({ state: 'sent', attempts: 1, providerMessageId: sent?.id });
    expect(row.providerMessageId).toMatch(/^wamid\./);
  });

  it('gives a sign-in code to the authentication template’s copy-code button too', async () => {
    const to = uniqueMobile();
    await queuePhoneMessage(t, 'whatsapp', to, 'otp', { code: '271828' });
    expect(await deliverMessageTo(t, to)).toMatchObject({ state: 'sent' });

    const template = (callsTo(to)[0]?.json as { template: { components: unknown[] } }).template;
    expect(template.components).toEqual([
      { type: 'body', parameters: [{ type: 'text', text: '271828' }] },
      { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '271828' }] },
    ]);
  });

  it('retries a 500 from the Graph API with backoff, then sends it', async () => {
    const to = uniqueMobile();
    fake.failNext('server-error');
    await queuePhoneMessage(t, 'whatsapp', to, 'booked', { order: 'KT2002', date: '14 Jun 2026', slot: '2 PM - 4 PM', link: 'http://localhost:3000/u/1' });
    const row = await deliverMessageTo(t, to);

    expect(row).toMatchObject({ state: 'sent', attempts: 2 });
    const calls = callsTo(to);
    expect(calls.map((c) => c.status)).toEqual([500, 200]);
    expect((calls[1]?.receivedAt ?? 0) - (calls[0]?.receivedAt ?? 0)).toBeGreaterThanOrEqual(900);
  });

  it('retries the throughput limit (400 with code 130429), then sends it', async () => {
    const to = uniqueMobile();
    fake.failNext('rate-limit');
    await queuePhoneMessage(t, 'whatsapp', to, 'reminder', { order: 'KT2003', date: '15 Jun 2026', slot: '10 AM - 12 PM', link: 'http://localhost:3000/u/2' });
    const row = await deliverMessageTo(t, to);

    expect(row).toMatchObject({ state: 'sent', attempts: 2 });
    expect(callsTo(to).map((c) => c.status)).toEqual([400, 200]);
  });

  it('marks an undeliverable message failed at once and shows it to the admin with the Graph API’s answer', async () => {
    const to = uniqueMobile();
    fake.failNext('permanent');
    await queuePhoneMessage(t, 'whatsapp', to, 'completed', { order: 'KT2004', amount: '512.50', link: 'http://localhost:3000/r/KT2004' });
    const row = await deliverMessageTo(t, to);

    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    expect(callsTo(to)).toHaveLength(1);
    const entry = (await adminList('channel=whatsapp&state=failed')).items.find((item) => item.to === to);
    expect(entry).toMatchObject({ channel: 'whatsapp', kind: 'completed', state: 'failed', attempts: 1 });
    expect(entry?.provider_answer).toMatch(/^400 \{"error":\{"message":"Message undeliverable","type":"OAuthException","code":131026,/);
  });

  it('keeps a message failed once its retries are spent', async () => {
    const to = uniqueMobile();
    fake.failNext('server-error', 3);
    await queuePhoneMessage(t, 'whatsapp', to, 'cancelled_by_customer', { order: 'KT2005', link: 'http://localhost:3000/dealer/orders' });
    const row = await deliverMessageTo(t, to);

    expect(row).toMatchObject({ state: 'failed', attempts: 3 });
    expect(callsTo(to).map((c) => c.status)).toEqual([500, 500, 500]);
    expect(row.providerAnswer).toMatch(/^500 \{"error":\{"message":"An unknown error has occurred\."/);
  });
});

describe('Graph API refusals, as the adapter reads them', () => {
  const message = (kind: MessageKind, params: string[]): StoredMessage => ({ id: randomUUID(), channel: 'whatsapp', to: uniqueMobile(), kind, params, text: params.join(' ') });
  const inquiry = () => message('inquiry', ['Newspaper', '12', 'Asha', 'http://localhost:3000/d']);

  it('takes a bad access token (401, code 190) as permanent', async () => {
    const sender = createWhatsAppCloudSender(settingsFor(fake, { accessToken: 'EAAG-expired' }));
    await expect(sender.send(inquiry())).rejects.toMatchObject({
      name: 'ProviderError',
      isPermanent: true,
      answer: expect.stringMatching(/^401 \{"error":\{"message":"Invalid OAuth access token/),
    });
  });

  it('takes a template that is not approved (404, code 132001) as permanent', async () => {
    const sender = createWhatsAppCloudSender(settingsFor(fake, { templates: { ...fake.templates, inquiry: 'kt_inquiry_v2' } }));
    await expect(sender.send(inquiry())).rejects.toMatchObject({ isPermanent: true, answer: expect.stringContaining('"code":132001') });
  });

  it.each([
    ['429 with code 4 (the app’s call limit)', 429, graphError(4, '(#4) Application request limit reached'), 'transient'],
    ['400 with code 80007 (the business account’s limit)', 400, graphError(80007, '(#80007) Rate limit issues'), 'transient'],
    ['400 with code 131048 (spam rate limit)', 400, graphError(131048, '(#131048) Spam rate limit hit'), 'transient'],
    ['400 with code 131056 (too many to one number)', 400, graphError(131056, '(#131056) (Business Account, Consumer Account) pair rate limit hit'), 'transient'],
    ['503', 503, graphError(2, 'Service temporarily unavailable'), 'transient'],
    ['403 with code 200 (no permission)', 403, graphError(200, '(#200) Permissions error'), 'permanent'],
    ['400 with code 131026 (undeliverable)', 400, graphError(131026, 'Message undeliverable'), 'permanent'],
  ] as const)('takes %s as %s', async (_case, status, body, kind) => {
    const isPermanent = kind === 'permanent';
    const server = await startFakeProviderServer({ answer: () => ({ status, body }), failureAnswer: () => ({ status, body }) });
    try {
      const sender = createWhatsAppCloudSender(settingsFor(fake, { baseUrl: `${server.origin}/v21.0` }));
      await expect(sender.send(inquiry())).rejects.toMatchObject({ isPermanent, answer: expect.stringMatching(new RegExp(`^${status} `)) });
    } finally {
      await server.close();
    }
  });
});
