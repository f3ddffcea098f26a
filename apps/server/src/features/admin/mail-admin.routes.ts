import type { FastifyInstance } from 'fastify';
import { adminConsoleEndpoints } from '@kt/contract/admin/console.endpoints';
import { consoleMessages } from '@kt/contract/admin/console-messages';
import type { FailedMail } from '@kt/contract/admin/messages';
import { currentUser } from '../../platform/auth/guard.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import type { FailedMail as FailedMailRow } from '../../platform/jobs/jobs.ts';
import type { MailAdminService } from './mail-admin.service.ts';

const failedMailEntry = (row: FailedMailRow): FailedMail => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  error: row.error,
  attempts: row.attempts,
  created_at: row.createdAt.toISOString(),
  failed_at: row.failedAt?.toISOString() ?? null,
});

/** Outgoing mail as the admin sees it: what failed beyond its retries, sent again on request, and a test mail. */
export function mailAdminHandlers(app: FastifyInstance, mail: MailAdminService) {
  handle(app, adminConsoleEndpoints.adminFailedMails, async () => (await mail.failedMails()).map(failedMailEntry));

  handle(app, adminConsoleEndpoints.adminRetryMail, async (request) => {
    await mail.retry(currentUser(request).userId, request.params.id);
    return { msg: consoleMessages.failedMailRetried };
  });

  handle(app, adminConsoleEndpoints.adminTestMail, async (request) => {
    await mail.sendTestMail(currentUser(request));
    return { msg: consoleMessages.testMailQueued };
  });
}
