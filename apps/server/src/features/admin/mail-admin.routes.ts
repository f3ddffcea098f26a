import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMsgResponse } from '@kt/contract/accounts/sign-up';
import { consoleMessages } from '@kt/contract/admin/console-messages';
import { failedMailsListMax, ZFailedMailList, ZFailedMailParams, type FailedMail } from '@kt/contract/admin/messages';
import { adminEndpoints } from '@kt/contract/admin/admin-endpoints';
import { AppError } from '@kt/contract/errors';
import { authenticate, currentUser } from '../../platform/auth/guard.ts';
import { users } from '../../platform/db/schema/index.ts';
import type { FailedMail as FailedMailRow } from '../../platform/jobs/jobs.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { noticeEmail } from '../../platform/mail/notice-email.ts';
import { recordAdminAction } from './admin.repo.ts';

const indiaTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** The mail 'Send a test mail' queues to the admin who asks. */
export function testMail(admin: { email: string; username: string }, publicUrl: string, sentAt: Date): MailMessage {
  return noticeEmail({
    to: admin.email,
    subject: consoleMessages.testMailSubject,
    greeting: consoleMessages.testMailGreeting.replace('{name}', () => admin.username),
    intro: consoleMessages.testMailIntro,
    rows: [[consoleMessages.testMailSentAtLabel, indiaTime.format(sentAt)]],
    action: { label: consoleMessages.testMailAction, link: `${publicUrl}/admin` },
  });
}

const failedMailEntry = (row: FailedMailRow): FailedMail => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  error: row.error,
  attempts: row.attempts,
  created_at: row.createdAt.toISOString(),
  failed_at: row.failedAt?.toISOString() ?? null,
});

/**
 * Outgoing mail as the admin sees it (issue "production-grade platform"): what failed beyond its
 * retries, sent again on request, and a test mail that shows whether mail reaches people.
 */
export const mailAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, jobs, config } = app.deps;
  const adminOnly = authenticate('admin');

  app.get(adminEndpoints.adminFailedMails, { onRequest: adminOnly, schema: { response: { 200: ZFailedMailList } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return (await jobs.failedMails({ limit: failedMailsListMax })).map(failedMailEntry);
  });

  app.post(
    '/v3/admin/messages/:id/retry/',
    { onRequest: adminOnly, schema: { params: ZFailedMailParams, response: { 200: ZMsgResponse } } },
    async (request) => {
      const { id } = request.params;
      if (!(await jobs.retryMail(id))) throw new AppError('NOT_FOUND', consoleMessages.failedMailNotFound);
      // The queue is not written through our transactions: the row follows the retry it records.
      await recordAdminAction(db, { adminId: currentUser(request).userId, action: 'mail.retry', targetKind: 'mail', targetId: null, detail: id });
      return { msg: consoleMessages.failedMailRetried };
    },
  );

  app.post(adminEndpoints.adminTestMail, { onRequest: adminOnly, schema: { response: { 200: ZMsgResponse } } }, async (request) => {
    const caller = currentUser(request);
    await db.transaction(async (tx) => {
      const [admin] = await tx.select({ username: users.username }).from(users).where(eq(users.id, caller.userId));
      await recordAdminAction(tx, { adminId: caller.userId, action: 'mail.test', targetKind: 'admin', targetId: caller.userId, detail: caller.email });
      await jobs.sendMail(tx, testMail({ email: caller.email, username: admin?.username ?? '' }, config.publicUrl, new Date()));
    });
    return { msg: consoleMessages.testMailQueued };
  });
};
