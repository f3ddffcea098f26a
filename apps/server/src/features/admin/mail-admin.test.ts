import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { consoleMessages } from '@kt/contract/admin/console-messages';
import type { AdminSummary } from '@kt/contract/admin/home';
import type { FailedMail } from '@kt/contract/admin/messages';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { pathTo } from '@kt/contract/http/path-to';
import { adminActions } from '../../platform/db/schema/index.ts';
import { createOutboxMailer, type Mailer, type MailMessage } from '../../platform/mail/mailer.ts';
import { bearer, countEmails, readEmail, signIn } from '../../../test/accounts-helpers.ts';
import { signInDemo } from '../../../test/orders-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: AuthRecord;

/** The mail server refuses mail to addresses under failing.example, until a test lets it through. */
let refusing = true;
const refusingMailer: Mailer = {
  kind: 'outbox',
  async send(message) {
    if (refusing && message.to.endsWith('@failing.example')) throw new Error(`550 5.1.1 <${message.to}>: mailbox unavailable`);
    await createOutboxMailer(t.database.db).send(message);
  },
  close: () => undefined,
};

beforeAll(async () => {
  // No retries: a refused mail is kept as failed at its first try.
  t = await createTestApp({ seed: true, mailer: refusingMailer, jobSettings: { retryLimit: 0 } });
  admin = await signIn(t.app, 'admin', 'admin@example.com', t.config.demoPassword);
});
afterAll(() => t.close());

const mail = (to: string, subject: string): MailMessage => ({ to, subject, text: `${subject}\n`, html: `<p>${subject}</p>` });

/** Queues a mail the mail server refuses and works the queue: it is kept as failed. */
async function failMail(to: string, subject: string) {
  await t.app.deps.jobs.sendMail(t.database.db, mail(to, subject));
  await t.app.deps.jobs.drain();
}

async function failedList(): Promise<FailedMail[]> {
  const res = await t.app.inject({ method: 'GET', url: adminRoutes.adminFailedMails.path, headers: bearer(admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const retry = (id: string, who: AuthRecord | null = admin) =>
  t.app.inject({ method: 'POST', url: pathTo(adminRoutes.adminRetryMail, { id: id }), headers: who ? bearer(who) : {} });

describe('failed messages', () => {
  it('refuse no token (401), a customer and a dealer (403)', async () => {
    const customer = await signInDemo(t.app, 'customer');
    const kabadi = await signInDemo(t.app, 'kabadi');
    const id = randomUUID();
    for (const call of [
      (who?: AuthRecord) => t.app.inject({ method: 'GET', url: adminRoutes.adminFailedMails.path, headers: who ? bearer(who) : {} }),
      (who?: AuthRecord) => retry(id, who ?? null),
    ]) {
      expect((await call()).statusCode).toBe(401);
      expect((await call(customer)).statusCode).toBe(403);
      expect((await call(kabadi)).statusCode).toBe(403);
    }
  });

  it('lists a mail that failed beyond its retries with the error, newest failure first, and counts it on the home', async () => {
    await failMail('ravi@failing.example', 'Your pickup is confirmed');
    await failMail('meena@failing.example', 'Your order is accepted');
    const list = await failedList();
    const [newest, older] = list;
    expect(newest).toMatchObject({ to: 'meena@failing.example', subject: 'Your order is accepted', attempts: 1 });
    expect(newest?.error).toBe('550 5.1.1 <meena@failing.example>: mailbox unavailable');
    expect(newest?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(newest?.created_at ?? '')).not.toBeNaN();
    expect(Date.parse(newest?.failed_at ?? '')).not.toBeNaN();
    expect(older).toMatchObject({ to: 'ravi@failing.example', subject: 'Your pickup is confirmed' });
    expect(Date.parse(newest?.failed_at ?? '')).toBeGreaterThanOrEqual(Date.parse(older?.failed_at ?? ''));
    expect(await countEmails(t.database.db, 'ravi@failing.example')).toBe(0);

    const home = await t.app.inject({ method: 'GET', url: adminRoutes.adminSummary.path, headers: bearer(admin) });
    const waiting = (home.json() as AdminSummary).waiting.failed_mails;
    expect(waiting.count).toBe(list.length);
    expect(waiting.oldest_at).toBe(list.at(-1)?.failed_at);
  });

  it('sends a failed mail again on request: it arrives, leaves the list, and the audit log says who retried it', async () => {
    await failMail('sunita@failing.example', 'Your receipt');
    const failed = (await failedList()).find((entry) => entry.to === 'sunita@failing.example');
    if (!failed) throw new Error('the mail did not fail');

    refusing = false;
    try {
      const res = await retry(failed.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ msg: consoleMessages.failedMailRetried });
      const arrived = await readEmail(t.database.db, 'sunita@failing.example');
      expect(arrived?.subject).toBe('Your receipt');
    } finally {
      refusing = true;
    }
    expect((await failedList()).map((entry) => entry.id)).not.toContain(failed.id);

    const [row] = await t.database.db.select().from(adminActions).where(eq(adminActions.action, 'mail.retry')).orderBy(desc(adminActions.id)).limit(1);
    expect(row).toMatchObject({ adminId: admin.id, targetKind: 'mail', detail: failed.id });

    // Sent again already: nothing failed has that id any more.
    expect((await retry(failed.id)).statusCode).toBe(404);
  });

  it('answers 404 for an id no failed mail has, and 400 for an id that is not a UUID', async () => {
    const unknown = await retry(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(consoleMessages.failedMailNotFound);
    for (const bad of ['1', 'not-a-uuid', `${randomUUID()}x`]) {
      const res = await retry(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().fields).toEqual({ id: [consoleMessages.failedMailIdInvalid] });
    }
  });
});

describe('the test mail', () => {
  it("queues a mail to the signed-in admin's own address and writes the audit row", async () => {
    expect(admin.must_change_password).toBeUndefined();
    const before = await countEmails(t.database.db, 'admin@example.com');
    const res = await t.app.inject({ method: 'POST', url: adminRoutes.adminTestMail.path, headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: consoleMessages.testMailQueued });
    expect(await countEmails(t.database.db, 'admin@example.com')).toBe(before + 1);
    expect((await readEmail(t.database.db, 'admin@example.com'))?.subject).toBe(consoleMessages.testMailSubject);
    const [row] = await t.database.db.select().from(adminActions).where(eq(adminActions.action, 'mail.test'));
    expect(row).toMatchObject({ adminId: admin.id, targetKind: 'admin', detail: 'admin@example.com' });
  });

  it('is refused to a customer', async () => {
    const customer = await signInDemo(t.app, 'customer');
    expect((await t.app.inject({ method: 'POST', url: adminRoutes.adminTestMail.path, headers: bearer(customer) })).statusCode).toBe(403);
  });
});
