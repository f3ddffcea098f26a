import { AppError } from '@kt/contract/errors';
import { siteName } from '@kt/contract/site';
import type { SearchableCategory } from '@kt/contract/admin/users';
import type { TimeIdKey } from '../../platform/http/paging.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { noticeEmail } from '../../platform/mail/notice-email.ts';
import { accountLanguage, inLanguage } from '../../platform/i18n/language-context.ts';
import { decisionMailTexts } from './decision-mail-texts.ts';
import type { AdminRepo, AdminUserRow } from './admin.repo.ts';
import type { UserAdminRepo } from './user-admin.repo.ts';
import { adminMessages } from '@kt/contract/admin/admin-messages';

type Page = { limit: number; after: TimeIdKey | undefined };

/** The mail that tells an account's owner an admin switched it off or on again. */
export function activationEmail(user: AdminUserRow, publicUrl: string): MailMessage {
  // Issue 29: in the account's language.
  return inLanguage(accountLanguage(user.language), () => {
    const a = decisionMailTexts.activation;
    const isDealer = user.accountCategory === 'dealer';
    if (!user.isActive) {
      return noticeEmail({
        to: user.email,
        subject: a.deactivatedSubject(siteName),
        greeting: decisionMailTexts.greeting(user.username),
        intro: isDealer ? a.deactivatedDealerIntro : a.deactivatedIntro,
        rows: [['KT ID', user.ktId], [decisionMailTexts.status, a.deactivated]],
        action: { label: a.contactUs, link: `${publicUrl}/contact` },
      });
    }
    return noticeEmail({
      to: user.email,
      subject: a.activeSubject(siteName),
      greeting: decisionMailTexts.greeting(user.username),
      intro: isDealer ? a.activeDealerIntro : a.activeIntro,
      rows: [['KT ID', user.ktId], [decisionMailTexts.status, a.active]],
      action: { label: a.signIn, link: `${publicUrl}/signin` },
    });
  });
}

type Deps = { users: UserAdminRepo; accounts: Pick<AdminRepo, 'setUserActive'>; jobs: Pick<Jobs, 'sendMail'>; publicUrl: string };

/** Issue 15: an admin finds customers, dealers and employees, sees one with its orders, and switches one off or on. */
export function createUserAdminService({ users, accounts, jobs, publicUrl }: Deps) {
  return {
    search(filter: { q: string | undefined; category: SearchableCategory | undefined }, page: Page) {
      return users.search(filter, page);
    },

    async detail(id: number) {
      const found = await users.findDetail(id);
      if (!found) throw new AppError('NOT_FOUND', adminMessages.userNotFound);
      return found;
    },

    /**
     * How to read the account's orders a page at a time, and as which party: a customer's
     * placed, a dealer's received; employees and admins take part in no order themselves, so
     * their list is empty.
     */
    async ordersOf(id: number) {
      const category = await users.findCategory(id);
      if (!category) throw new AppError('NOT_FOUND', adminMessages.userNotFound);
      const side: 'customer' | 'dealer' | null = category === 'customer' || category === 'dealer' ? category : null;
      return { side, read: (page: Page) => (side ? users.listOrders(side, id, page) : Promise.resolve([])) };
    },

    /** Switches a non-admin account off or on; the owner's mail is queued with the change. */
    async setActive(adminId: number, userId: number, isActive: boolean): Promise<AdminUserRow> {
      const result = await accounts.setUserActive(adminId, userId, isActive, (tx, user) => jobs.sendMail(tx, activationEmail(user, publicUrl)));
      if (result.outcome === 'admin') throw new AppError('CONFLICT', adminMessages.adminNotSwitchable);
      if (result.outcome === 'not found') throw new AppError('NOT_FOUND', adminMessages.userNotFound);
      return result.user;
    },
  };
}

export type UserAdminService = ReturnType<typeof createUserAdminService>;
