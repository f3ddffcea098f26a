import type { AdminSummary } from '@kt/contract/admin/home';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { indiaPeriods, type AdminHomeRepo } from './admin-home.repo.ts';

/** What the summary reads besides the database: the mail queue's failures and where mail goes. */
export type SummarySources = {
  jobs: Pick<Jobs, 'countFailedMails'>;
  mailerKind: Mailer['kind'];
  /** The development mailbox (/dev/mailbox) is served: mail goes there instead of out. */
  hasDevMailbox: boolean;
};

/**
 * The admin's home figures at `now`: what waits, today's and this week's orders and sign-ups in
 * India, and what a new site still needs (the getting-started list).
 */
export async function readAdminSummary(repo: AdminHomeRepo, now: Date, sources: SummarySources): Promise<AdminSummary> {
  const periods = indiaPeriods(now);
  const waiting = await repo.waiting();
  const failedMails = await sources.jobs.countFailedMails();
  const placed = await repo.ordersPlaced(periods);
  const signUps = await repo.signUps(periods);
  const start = await repo.gettingStarted();
  const figure = (row: { count: number; oldest: Date | null }) => ({ count: row.count, oldest_at: row.oldest?.toISOString() ?? null });
  const split = (row: { today: number; thisWeek: number }) => ({ today: row.today, this_week: row.thisWeek });
  return {
    today: periods.today,
    week_start: periods.weekStart,
    waiting: {
      pincode_requests: figure(waiting.pincode),
      category_requests: figure(waiting.category),
      documents: figure(waiting.documents),
      failed_mails: figure({ count: failedMails.count, oldest: failedMails.oldestFailedAt }),
    },
    orders: split(placed),
    sign_ups: { customers: split(signUps.customers), dealers: split(signUps.dealers) },
    getting_started: {
      mail: { kind: sources.mailerKind, dev_mailbox: sources.hasDevMailbox, test_mail_sent: start.testMailSent },
      site_settings: { contact_email: start.contactEmail, phone: start.phone, postal_address: start.postalAddress },
      content: { faq_items: start.faqItems, team_members: start.teamMembers },
      dealer_approved: start.dealerApproved,
    },
  };
}
