import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageKinds, type MessageKind } from '@kt/contract/phone/message-kinds';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../config/config.ts';
import { createOutboxMailer } from '../mail/mailer.ts';
import { queuePhoneMessage } from '../../../test/provider-delivery.ts';
import { createTestApp, openTestDatabase, unlimited, type TestApp } from '../../../test/test-app.ts';
import { createMsg91Sender } from './msg91-sender.ts';
import { createWhatsAppCloudSender } from './whatsapp-cloud-sender.ts';

type DevMessage = { id: number; channel: string; to: string; text: string; createdAt: string };

const asha = '+919876543210';
const ravi = '+918123456789';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await queuePhoneMessage(t, 'sms', asha, 'otp', { code: '314159' });
  await queuePhoneMessage(t, 'whatsapp', ravi, 'inquiry', { item: 'Iron <scrap>', quantity: '40', name: 'Ravi', link: 'http://localhost:3000/dealer/inquiries' });
  await queuePhoneMessage(t, 'whatsapp', asha, 'booked', { order: 'KT3001', date: '16 Jun 2026', slot: '10 AM - 12 PM', link: 'http://localhost:3000/u/orders/KT3001' });
  await t.app.deps.jobs.drain();
});
afterAll(() => t.close());

const list = async (url: string): Promise<DevMessage[]> => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('development messages (SMS and WhatsApp kept instead of sent)', () => {
  it('lists every kept message as JSON, newest first, with the number in +91 form', async () => {
    const all = await list('/dev/messages.json');
    expect(all.map(({ channel, to }) => ({ channel, to }))).toEqual([
      { channel: 'whatsapp', to: asha },
      { channel: 'whatsapp', to: ravi },
      { channel: 'sms', to: asha },
    ]);
    expect(all[2]).toEqual({ id: expect.any(Number), channel: 'sms', to: asha, text: expect.stringMatching(/^314159 is your .* code\./), createdAt: expect.any(String) });
  });

  it('filters by number, given as +91XXXXXXXXXX or as the 10 digits', async () => {
    const byE164 = await list(`/dev/messages.json?to=${encodeURIComponent(asha)}`);
    expect(byE164.map((m) => m.channel)).toEqual(['whatsapp', 'sms']);
    expect(await list('/dev/messages.json?to=9876543210')).toEqual(byE164);
    // An unencoded + arrives as a space; the number still reads.
    expect(await list(`/dev/messages.json?to=${asha}`)).toEqual(byE164);
    expect(await list('/dev/messages.json?to=8123456789')).toEqual([expect.objectContaining({ to: ravi, channel: 'whatsapp' })]);
  });

  it('refuses a ?to= that is not a mobile number', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/messages.json?to=12345' });
    expect(res.statusCode).toBe(400);
  });

  it('shows the messages as a page with links that work and markup escaped', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/messages' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<a href="http://localhost:3000/u/orders/KT3001">');
    expect(res.body).toContain('Iron &#60;scrap&#62;');
    expect(res.body).not.toContain('Iron <scrap>');
    expect(res.body).toContain('WhatsApp to +91 98765 43210');
  });

  it('answers a caller beyond the loopback interface 404, as for any unknown path (the sign-in code takeover)', async () => {
    // The attack: ask for a sign-in code to someone's number, then read it from the outbox over the network.
    for (const url of ['/dev/messages.json?to=9876543210', '/dev/messages']) {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.20' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('314159');
    }
    const forwarded = await t.app.inject({ method: 'GET', url: '/dev/messages.json', headers: { 'x-forwarded-for': '198.51.100.4' } });
    expect(forwarded.statusCode).toBe(404);
  });

  it('answers other machines only with DEV_MAILBOX_REMOTE=true', async () => {
    const open = await createTestApp({ env: { DEV_MAILBOX_REMOTE: 'true' } });
    try {
      const res = await open.app.inject({ method: 'GET', url: '/dev/messages.json', remoteAddress: '203.0.113.20' });
      expect(res.statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });

  it('is not served when both channels have a provider', async () => {
    const templates = Object.fromEntries(messageKinds.map((kind) => [kind, `kt_${kind}`])) as Record<MessageKind, string>;
    const providers = await createTestApp({
      senders: {
        sms: createMsg91Sender({ authKey: 'k', baseUrl: 'http://127.0.0.1:9', templateIds: templates }),
        whatsapp: createWhatsAppCloudSender({ accessToken: 't', phoneNumberId: '1', baseUrl: 'http://127.0.0.1:9/v21.0', templates, language: 'en' }),
      },
    });
    try {
      const res = await providers.app.inject({ method: 'GET', url: '/dev/messages.json' });
      expect(res.statusCode).toBe(404);
    } finally {
      await providers.close();
    }
  });

  it('does not exist in production', async () => {
    const { database, drop } = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SEED: 'off',
      JWT_SECRET: 'Qm9zZ1VwS2VlcHNUaGlzU2VjcmV0VG9rZW5MaWtlVGhpcw',
      DATA_DIR: '/tmp/kt-prod-messages',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_URL: 'http://localhost:3000',
    });
    const app = await buildApp({ config, database, rateLimiter: unlimited, mailer: createOutboxMailer(database.db) });
    try {
      expect(app.deps.messages.modes).toEqual({ sms: 'off', whatsapp: 'off' });
      const res = await app.inject({ method: 'GET', url: '/dev/messages.json' });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
      await drop();
    }
  });
});
