import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { customerSignUp, postForm } from '../../../test/accounts-helpers.ts';
import { mailOutbox } from '../../platform/db/schema/index.ts';

type Received = { from: string; to: string[]; raw: string };
const received: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Kabadi Techno <no-reply@kt.example.in>', PUBLIC_URL: 'https://kt.example.in' },
    // The real worker sends here, nothing drains the queue for it.
    jobSettings: { pollSeconds: 0.5 },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Undoes quoted-printable soft line breaks and escapes, enough to read a link. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('mail over SMTP', () => {
  it('sends the verification mail to a real SMTP server, and its link verifies the account', async () => {
    const form = customerSignUp();
    const res = await postForm(t.app, '/v3/api/registration/customer/', form);
    expect(res.statusCode).toBe(201);
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    const [mail] = received;
    expect(mail?.from).toBe('no-reply@kt.example.in');
    expect(mail?.to).toEqual([form.email]);
    const body = decodeQuotedPrintable(mail?.raw ?? '');
    const link = /https:\/\/kt\.example\.in(\/v3\/api\/email-verify\/customer\/Frontend\/\?token=[A-Za-z0-9_-]+)/.exec(body)?.[1];
    expect(link).toBeDefined();
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(0);

    const verified = await t.app.inject({ method: 'GET', url: (link ?? '').replace('/Frontend/', '/') });
    expect(verified.statusCode).toBe(200);
    const signIn = await postForm(t.app, '/v3/api/sign_in/customer/', { email: form.email, password: form.password });
    expect(signIn.statusCode).toBe(200);
  });

  it('serves no development mailbox when mail goes over SMTP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(res.statusCode).toBe(404);
  });
});
