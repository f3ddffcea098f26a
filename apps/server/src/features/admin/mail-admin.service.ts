import { consoleMessages } from '@kt/contract/admin/console-messages';
import { failedMailsListMax } from '@kt/contract/admin/messages';
import { AppError } from '@kt/contract/errors';
import { formatIndiaDateTime } from '@kt/contract/india-time';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { noticeEmail } from '../../platform/mail/notice-email.ts';
import { recordAdminAction, type AdminRepo } from './admin.repo.ts';

/** The mail 'Send a test mail' queues to the admin who asks. */
export function testMail(admin: { email: string; username: string }, publicUrl: string, sentAt: Date): MailMessage {
  return noticeEmail({
    to: admin.email,
    subject: consoleMessages.testMailSubject,
    greeting: consoleMessages.testMailGreeting.replace('{name}', () => admin.username),
    intro: consoleMessages.testMailIntro,
    rows: [[consoleMessages.testMailSentAtLabel, formatIndiaDateTime(sentAt)]],
    action: { label: consoleMessages.testMailAction, link: `${publicUrl}/admin` },
  });
}

type Deps = {
  admins: Pick<AdminRepo, 'transaction' | 'usernameOf'>;
  jobs: Pick<Jobs, 'failedMails' | 'retryMail' | 'sendMail'>;
  db: Parameters<typeof recordAdminAction>[0];
  publicUrl: string;
};

/**
 * Outgoing mail as the admin sees it (issue "production-grade platform"): what failed beyond its
 * retries, sent again on request, and a test mail that shows whether mail reaches people.
 */
export function createMailAdminService({ admins, jobs, db, publicUrl }: Deps) {
  return {
    failedMails: () => jobs.failedMails({ limit: failedMailsListMax }),

    async retry(adminId: number, id: string): Promise<void> {
      if (!(await jobs.retryMail(id))) throw new AppError('NOT_FOUND', consoleMessages.failedMailNotFound);
      // The queue is not written through our transactions: the row follows the retry it records.
      await recordAdminAction(db, { adminId, action: 'mail.retry', targetKind: 'mail', targetId: null, detail: id });
    },

    /** A test mail to the asking admin's own address, queued with its audit row. */
    sendTestMail(admin: { userId: number; email: string }): Promise<void> {
      return admins.transaction(async (tx) => {
        const username = await admins.usernameOf(tx, admin.userId);
        await recordAdminAction(tx, { adminId: admin.userId, action: 'mail.test', targetKind: 'admin', targetId: admin.userId, detail: admin.email });
        await jobs.sendMail(tx, testMail({ email: admin.email, username: username ?? '' }, publicUrl, new Date()));
      });
    },
  };
}

export type MailAdminService = ReturnType<typeof createMailAdminService>;
