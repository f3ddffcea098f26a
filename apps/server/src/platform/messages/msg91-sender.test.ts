import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import type { PhoneMessageList } from '@kt/contract/admin/phone-messages';
import { bearer } from '../../../test/accounts-helpers.ts';
import { createAdmin } from '../../../test/factories.ts';
import { startFakeMsg91, type FakeMsg91 } from '../../../test/fake-msg91.ts';
import { deliverMessageTo, queuePhoneMessage, uniqueMobile } from '../../../test/provider-delivery.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { StoredMessage } from './message-types.ts';
import { createMsg91Sender } from './msg91-sender.ts';

let fake: FakeMsg91;
let t: TestApp;
let admin: AuthRecord;

beforeAll(async () => {
  fake = await startFakeMsg91();
  t = await createTestApp({
    senders: { sms: createMsg91Sender({ authKey: fake.authKey, baseUrl: fake.url, templateIds: fake.templateIds }) },
    // Two retries, a second apart: the whole backoff fits in a test.
    jobSettings: { retryLimit: 2, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 },
  });
  admin = await createAdmin(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const callsTo = (to: string) =>
  fake.requests.filter((r) => (r.json as { recipients?: { mobiles?: string }[] } | undefined)?.recipients?.[0]?.mobiles === to.slice(1));

async function adminList(query: string): Promise<PhoneMessageList> {
  const res = await t.app.inject({ method: 'GET', url: `${adminRoutes.adminPhoneMessages.path}?${query}`, headers: bearer(admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('SMS through MSG91 (Flow API, DLT templates)', () => {
  it('sends the kind’s template with the parameters as var1..varN, the authkey header and the number as 91XXXXXXXXXX', async () => {
    const to = uniqueMobile();
    await queuePhoneMessage(t, 'sms', to, 'accepted', { order: 'KT1024', date: '12 Jun 2026', slot: '10 AM - 12 PM', link: 'http://localhost:3000/u/1' });
    const row = await deliverMessageTo(t, to);

    const [call] = callsTo(to);
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/api/v5/flow');
    expect(call?.headers.authkey).toBe(fake.authKey);
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.json).toEqual({
      template_id: fake.templateIds.accepted,
      short_url: '0',
      recipients: [{ mobiles: to.slice(1), var1: 'KT1024', var2: '12 Jun 2026', var3: '10 AM - 12 PM', var4: 'http://localhost:3000/u/1' }],
    });
    const sms = fake.sent.find((s) => s.mobiles === to.slice(1));
    expect(row).toMatchObject({ state: 'sent', attempts: 1, providerMessageId: sms?.requestId });
    expect(row.providerAnswer).toContain('200');
  });

  it('retries a 500 from MSG91 with backoff, then sends it', async () => {
    const to = uniqueMobile();
    fake.failNext('server-error');
    await queuePhoneMessage(t, 'sms', to, 'otp', { code: '604918' });
    const row = await deliverMessageTo(t, to);

    expect(row).toMatchObject({ state: 'sent', attempts: 2 });
    const calls = callsTo(to);
    expect(calls.map((c) => c.status)).toEqual([500, 200]);
    // The job waited out its retry delay (1 s here) before trying again.
    expect((calls[1]?.receivedAt ?? 0) - (calls[0]?.receivedAt ?? 0)).toBeGreaterThanOrEqual(900);
  });

  it('retries MSG91’s rate limit (429) and then sends it', async () => {
    const to = uniqueMobile();
    fake.failNext('rate-limit');
    await queuePhoneMessage(t, 'sms', to, 'cancelled_by_dealer', { order: 'KT1025', link: 'http://localhost:3000/u/2' });
    const row = await deliverMessageTo(t, to);

    expect(row).toMatchObject({ state: 'sent', attempts: 2 });
    expect(callsTo(to).map((c) => c.status)).toEqual([429, 200]);
  });

  it('marks a refused number failed at once and shows it to the admin with MSG91’s answer', async () => {
    const to = uniqueMobile();
    fake.failNext('permanent');
    await queuePhoneMessage(t, 'sms', to, 'completed', { order: 'KT1026', amount: '340.00', link: 'http://localhost:3000/r/KT1026' });
    const row = await deliverMessageTo(t, to);

    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    expect(callsTo(to)).toHaveLength(1);
    const list = await adminList('channel=sms&state=failed');
    const entry = list.items.find((item) => item.to === to);
    expect(entry).toMatchObject({ channel: 'sms', kind: 'completed', state: 'failed', attempts: 1, order_number: null });
    expect(entry?.provider_answer).toBe('200 {"type":"error","message":"Mobile number is not valid","code":"418"}');
  });

  it('keeps a message failed once its retries are spent, with MSG91’s last answer', async () => {
    const to = uniqueMobile();
    // The first try and both retries meet a server error.
    fake.failNext('server-error', 3);
    await queuePhoneMessage(t, 'sms', to, 'reminder', { order: 'KT1027', date: '13 Jun 2026', slot: '2 PM - 4 PM', link: 'http://localhost:3000/u/3' });
    const row = await deliverMessageTo(t, to);

    expect(row).toMatchObject({ state: 'failed', attempts: 3 });
    expect(callsTo(to).map((c) => c.status)).toEqual([500, 500, 500]);
    expect(row.providerAnswer).toBe('500 {"type":"error","message":"Internal Server Error","code":"500"}');
  });
});

describe('MSG91’s refusals, as the adapter reads them', () => {
  const message = (kind: 'otp' | 'inquiry', params: string[]): StoredMessage => ({ id: randomUUID(), channel: 'sms', to: uniqueMobile(), kind, params, text: params.join(' ') });

  it('takes a refused auth key (401) as permanent, with MSG91’s answer', async () => {
    const sender = createMsg91Sender({ authKey: 'not-the-key', baseUrl: fake.url, templateIds: fake.templateIds });
    await expect(sender.send(message('otp', ['112233']))).rejects.toMatchObject({
      name: 'ProviderError',
      isPermanent: true,
      answer: '401 {"type":"error","message":"Authentication failure","code":"401"}',
    });
  });

  it('takes a template MSG91 does not know (400) as permanent', async () => {
    const sender = createMsg91Sender({ authKey: fake.authKey, baseUrl: fake.url, templateIds: { ...fake.templateIds, inquiry: '000000000000000000000000' } });
    await expect(sender.send(message('inquiry', ['Newspaper', '12', 'Asha', 'http://localhost:3000/d']))).rejects.toMatchObject({
      isPermanent: true,
      answer: expect.stringContaining('400 {"type":"error","message":"Template ID Missing or Invalid Template"'),
    });
  });

  it('takes a provider that cannot be reached, or does not answer in time, as transient', async () => {
    const closed = await startFakeMsg91();
    await closed.close();
    const unreachable = createMsg91Sender({ authKey: closed.authKey, baseUrl: closed.url, templateIds: closed.templateIds });
    await expect(unreachable.send(message('otp', ['998877']))).rejects.toMatchObject({ isPermanent: false, answer: expect.stringMatching(/^network: /) });

    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const slow = createMsg91Sender({ authKey: 'k', baseUrl: `http://127.0.0.1:${port}`, templateIds: fake.templateIds, timeoutMs: 200 });
      await expect(slow.send(message('otp', ['998877']))).rejects.toMatchObject({ isPermanent: false, answer: 'network: no answer within 200 ms' });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
