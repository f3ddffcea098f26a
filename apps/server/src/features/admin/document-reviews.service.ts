import { AppError } from '@kt/contract/errors';
import { messageValueTexts } from '@kt/contract/phone/message-texts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { noticeEmail } from '../../platform/mail/notice-email.ts';
import { decisionMailTexts as d } from './decision-mail-texts.ts';
import type { Messages } from '../../platform/messages/message-queue.ts';
import { notifyUser } from '../../platform/messages/notify.ts';
import { inLanguage } from '../../platform/i18n/language-context.ts';
import { recordAdminAction } from './admin.repo.ts';
import type { DocumentReviewsRepo } from './document-reviews.repo.ts';
import { adminMessages } from '@kt/contract/admin/admin-messages';

type Decision = { verify: true } | { verify: false; reason: string };
type Dealer = { email: string; username: string; ktId: string };

type Deps = { repo: DocumentReviewsRepo; jobs: Pick<Jobs, 'sendMail'>; messages: Pick<Messages, 'queue'>; publicUrl: string };

/** Issue 15: an admin marks a dealer's document set verified, or rejected with a reason. */
export function createDocumentReviewsService(deps: Deps) {
  const { repo, jobs, publicUrl } = deps;
  const documentsPage = `${publicUrl}/dealer/settings/documentupload`;

  function decisionMail(dealer: Dealer, decision: Decision): MailMessage {
    if (decision.verify) {
      return noticeEmail({
        to: dealer.email,
        subject: d.documents.verifiedSubject,
        greeting: d.greeting(dealer.username),
        intro: d.documents.verifiedIntro,
        rows: [['KT ID', dealer.ktId], [d.status, d.documents.verified]],
        action: { label: d.documents.seeDocuments, link: documentsPage },
      });
    }
    return noticeEmail({
      to: dealer.email,
      subject: d.documents.rejectedSubject,
      greeting: d.greeting(dealer.username),
      intro: d.documents.rejectedIntro,
      rows: [['KT ID', dealer.ktId], [d.status, d.documents.rejected], [d.reason, decision.reason]],
      action: { label: d.documents.uploadDocuments, link: documentsPage },
    });
  }

  /**
   * Decides a set awaiting review in one transaction: a second decision finds it decided (409);
   * the audit row written with it, and the dealer's mail and messages queued with it.
   */
  function decide(adminId: number, dealerId: number, decision: Decision) {
    return repo.transaction(async (tx) => {
      const dealer = await repo.findAccount(tx, dealerId);
      if (dealer?.category !== 'dealer') throw new AppError('NOT_FOUND', adminMessages.documentsDealerNotFound);
      if ((await repo.lockReviewStatus(tx, dealerId)) !== 'Awaiting review') throw new AppError('CONFLICT', adminMessages.documentsNotAwaiting);
      await repo.setReviewStatus(tx, dealerId, decision);
      await recordAdminAction(tx, {
        adminId,
        action: decision.verify ? 'documents.verify' : 'documents.reject',
        targetKind: 'dealer',
        targetId: dealer.id,
        detail: `${dealer.username} (${dealer.ktId})${decision.verify ? '' : `: ${decision.reason}`}`,
      });
      const { wantsEmail, language } = await notifyUser(deps, tx, {
        userId: dealer.id,
        kind: 'document_decision',
        values: () => ({ decision: decision.verify ? messageValueTexts.documentsVerified : messageValueTexts.documentsRejected, link: documentsPage }),
      });
      if (wantsEmail) await jobs.sendMail(tx, inLanguage(language, () => decisionMail(dealer, decision)));
    });
  }

  return {
    verify: (adminId: number, dealerId: number) => decide(adminId, dealerId, { verify: true }),
    reject: (adminId: number, dealerId: number, reason: string) => decide(adminId, dealerId, { verify: false, reason }),
  };
}

export type DocumentReviewsService = ReturnType<typeof createDocumentReviewsService>;
