import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { phoneMessagesPageSize, type PhoneMessageList } from '@kt/contract/admin/phone-messages';
import { indiaDate } from '@kt/contract/india-time';
import { bearer } from '../../../test/accounts-helpers.ts';
import { createAdmin, createCustomer } from '../../../test/factories.ts';
import { startFakeMsg91, type FakeMsg91 } from '../../../test/fake-msg91.ts';
import { deliverMessageTo, queuePhoneMessage, uniqueMobile } from '../../../test/provider-delivery.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMsg91Sender } from '../../platform/messages/msg91-sender.ts';
import { maskCode } from './phone-messages-admin.routes.ts';

let fake: FakeMsg91;
let t: TestApp;
let admin: AuthRecord;

beforeAll(async () => {
  fake = await startFakeMsg91();
  // SMS through a fake MSG91, WhatsApp to the development outbox.
  t = await createTestApp({
    env: { SMS_DAILY_BUDGET: '300' },
    senders: { sms: createMsg91Sender({ authKey: fake.authKey, baseUrl: fake.url, templateIds: fake.templateIds }) },
    jobSettings: { retryLimit: 0 },
  });
  admin = await createAdmin(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function list(query = '', who: AuthRecord = admin): Promise<PhoneMessageList> {
  const res = await t.app.inject({ method: 'GET', url: `${adminRoutes.adminPhoneMessages.path}${query ? `?${query}` : ''}`, headers: bearer(who) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /v3/admin/phone-messages/', () => {
  it('refuses no token (401) and a customer (403)', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: adminRoutes.adminPhoneMessages.path });
    expect(anonymous.statusCode).toBe(401);
    const customer = await createCustomer(t);
    const res = await t.app.inject({ method: 'GET', url: adminRoutes.adminPhoneMessages.path, headers: bearer(customer) });
    expect(res.statusCode).toBe(403);
  });

  it('lists SMS and WhatsApp newest first, by channel and by state, with the provider’s answer', async () => {
    const sent = uniqueMobile();
    const failed = uniqueMobile();
    const waiting = uniqueMobile();
    await queuePhoneMessage(t, 'sms', sent, 'booked', { order: 'KT4001', date: '17 Jun 2026', slot: '10 AM - 12 PM', link: 'http://localhost:3000/u/1' });
    await deliverMessageTo(t, sent);
    fake.failNext('permanent');
    await queuePhoneMessage(t, 'sms', failed, 'accepted', { order: 'KT4002', date: '17 Jun 2026', slot: '2 PM - 4 PM', link: 'http://localhost:3000/u/2' });
    await deliverMessageTo(t, failed);
    await queuePhoneMessage(t, 'whatsapp', waiting, 'reminder', { order: 'KT4003', date: '18 Jun 2026', slot: '10 AM - 12 PM', link: 'http://localhost:3000/u/3' });

    const all = (await list()).items.filter((item) => [sent, failed, waiting].includes(item.to));
    expect(all.map((item) => item.to)).toEqual([waiting, failed, sent]);
    expect(all[0]).toMatchObject({ channel: 'whatsapp', kind: 'reminder', state: 'queued', attempts: 0, provider_answer: '' });
    expect(all[2]?.provider_answer).toMatch(/^200 \{"type":"success","message":"[0-9a-f]{24}"\}$/);

    const sms = await list('channel=sms');
    expect(sms.items.every((item) => item.channel === 'sms')).toBe(true);
    expect(sms.items.map((item) => item.to)).toEqual(expect.arrayContaining([sent, failed]));

    const failures = await list('channel=sms&state=failed');
    expect(failures.items.map((item) => item.to)).toContain(failed);
    expect(failures.items.every((item) => item.state === 'failed')).toBe(true);
    expect(failures.items.find((item) => item.to === failed)).toMatchObject({
      kind: 'accepted',
      attempts: 1,
      provider_answer: '200 {"type":"error","message":"Mobile number is not valid","code":"418"}',
    });
    expect((await list('state=queued')).items.map((item) => item.to)).toEqual(expect.arrayContaining([waiting]));
  });

  it('hides the code of a sign-in message', async () => {
    const to = uniqueMobile();
    await queuePhoneMessage(t, 'sms', to, 'otp', { code: '424242' });
    const entry = (await list('channel=sms')).items.find((item) => item.to === to);
    expect(entry?.text).toMatch(/^•••••• is your .* code\. It expires in 10 minutes\./);
    expect(JSON.stringify(await list())).not.toContain('424242');
  });

  it("shows today's SMS against the daily budget and how each channel delivers", async () => {
    const before = await list();
    await queuePhoneMessage(t, 'sms', uniqueMobile(), 'otp', { code: '111111' });
    const after = await list();
    expect(after.sms_budget).toEqual({ day: indiaDate(), used: before.sms_budget.used + 1, budget: 300 });
    expect(after.channels).toEqual({ sms: 'provider', whatsapp: 'outbox' });
  });

  it('pages by phoneMessagesPageSize and says when there is more', async () => {
    const numbers = Array.from({ length: phoneMessagesPageSize + 1 }, () => uniqueMobile());
    for (const to of numbers) await queuePhoneMessage(t, 'whatsapp', to, 'cancelled_by_dealer', { order: 'KT4100', link: 'http://localhost:3000/u/9' });

    const first = await list('channel=whatsapp');
    expect(first.items).toHaveLength(phoneMessagesPageSize);
    expect(first.has_more).toBe(true);
    expect(first.items[0]?.to).toBe(numbers.at(-1));
    const second = await list('channel=whatsapp&page=2');
    expect(second.has_more).toBe(false);
    expect(second.items.map((item) => item.to)).toContain(numbers[0]);
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(first.items.length + second.items.length);
  });

  it('refuses a channel or state it does not know (400)', async () => {
    for (const query of ['channel=email', 'state=delivered', 'page=0']) {
      const res = await t.app.inject({ method: 'GET', url: `${adminRoutes.adminPhoneMessages.path}?${query}`, headers: bearer(admin) });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('maskCode', () => {
  it('replaces each digit of the code and leaves the other numbers', () => {
    expect(maskCode('123456 is your code. It expires in 10 minutes.', '123456')).toBe('•••••• is your code. It expires in 10 minutes.');
  });
  it('hides any long run of digits when the code is not known', () => {
    expect(maskCode('123456 is your code. It expires in 10 minutes.', undefined)).toBe('•••••• is your code. It expires in 10 minutes.');
  });
});
