import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countEmails, readEmail } from '../../../test/accounts-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { createOutboxMailer, type Mailer, type MailMessage } from '../mail/mailer.ts';

/** The outbox, except for the addresses listed in `down`, whose mail fails as a mail server that refuses it. */
const down = new Set<string>();
let t: TestApp;
const attempts = new Map<string, number>();
const mailer: Mailer = {
  kind: 'outbox',
  async send(message) {
    attempts.set(message.to, (attempts.get(message.to) ?? 0) + 1);
    if (down.has(message.to)) throw new Error(`550 mailbox unavailable: ${message.to}`);
    await createOutboxMailer(t.database.db).send(message);
  },
  close: () => undefined,
};

const mail = (to: string): MailMessage => ({ to, subject: `Hello ${to}`, text: 'Hello', html: '<p>Hello</p>' });
const waitMs = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  // One retry a second apart: a mail fails for good within a few seconds. The worker looks every
  // half second, as the batch test needs it to.
  t = await createTestApp({ mailer, jobSettings: { retryLimit: 1, retryDelaySeconds: 1, retryDelayMaxSeconds: 1, pollSeconds: 0.5 } });
});
afterAll(async () => {
  await t.close();
});

/** Works the queue until the retries of a failing mail are spent (bounded). */
async function untilFailed(to: string) {
  for (let i = 0; i < 50; i += 1) {
    await t.app.deps.jobs.drain();
    const failed = await t.app.deps.jobs.failedMails();
    const found = failed.find((f) => f.to === to);
    if (found) return found;
    await waitMs(200);
  }
  throw new Error(`the mail to ${to} never failed for good`);
}

describe('durable mail jobs', () => {
  it('sends a mail queued in a transaction only once it commits, and never one whose transaction rolled back', async () => {
    await t.database.db.transaction((tx) => t.app.deps.jobs.sendMail(tx, mail('committed@example.in')));
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.deps.jobs.sendMail(tx, mail('rolled-back@example.in'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await readEmail(t.database.db, 'committed@example.in'))?.subject).toBe('Hello committed@example.in');
    expect(await countEmails(t.database.db, 'rolled-back@example.in')).toBe(0);
  });

  it('retries a mail the server refused and sends it once the server takes it', async () => {
    down.add('flaky@example.in');
    await t.app.deps.jobs.sendMail(t.database.db, mail('flaky@example.in'));
    await t.app.deps.jobs.drain();
    expect(await countEmails(t.database.db, 'flaky@example.in')).toBe(0);
    down.delete('flaky@example.in');
    // The retry waits its delay (1 s here), then goes out.
    for (let i = 0; i < 30 && (await countEmails(t.database.db, 'flaky@example.in')) === 0; i += 1) await waitMs(200);
    expect(await countEmails(t.database.db, 'flaky@example.in')).toBe(1);
    expect(attempts.get('flaky@example.in')).toBe(2);
  });

  it('keeps a mail that fails beyond its retries as failed, with its error, and sends it when retried', async () => {
    down.add('gone@example.in');
    await t.app.deps.jobs.sendMail(t.database.db, mail('gone@example.in'));
    const failed = await untilFailed('gone@example.in');
    expect(failed).toMatchObject({ subject: 'Hello gone@example.in', attempts: 2 });
    expect(failed.error).toContain('550 mailbox unavailable');
    expect(await countEmails(t.database.db, 'gone@example.in')).toBe(0);

    down.delete('gone@example.in');
    expect(await t.app.deps.jobs.retryMail(failed.id)).toBe(true);
    expect(await countEmails(t.database.db, 'gone@example.in')).toBe(1);
    expect((await t.app.deps.jobs.failedMails()).some((f) => f.id === failed.id)).toBe(false);
    // Sent, it is no longer failed: a second retry finds nothing to send.
    expect(await t.app.deps.jobs.retryMail(failed.id)).toBe(false);
  });

  it('does not resend the other mails of a batch the worker took when one of them fails', async () => {
    down.add('bad-in-batch@example.in');
    const batch = ['ok-1@example.in', 'bad-in-batch@example.in', 'ok-2@example.in'];
    // Queued together, so the worker takes them in one batch (nothing drains here).
    await t.database.db.transaction(async (tx) => {
      for (const to of batch) await t.app.deps.jobs.sendMail(tx, mail(to));
    });
    const outbox = async (to: string) => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).length;
    for (let i = 0; i < 50 && !(await t.app.deps.jobs.failedMails()).some((f) => f.to === 'bad-in-batch@example.in'); i += 1) await waitMs(200);
    expect(attempts.get('bad-in-batch@example.in')).toBe(2);
    expect(await outbox('ok-1@example.in')).toBe(1);
    expect(await outbox('ok-2@example.in')).toBe(1);
    expect(attempts.get('ok-1@example.in')).toBe(1);
    expect(attempts.get('ok-2@example.in')).toBe(1);
  });
});
