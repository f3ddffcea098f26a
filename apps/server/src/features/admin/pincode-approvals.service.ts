import { AppError } from '@kt/contract/errors';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { messageValueTexts } from '@kt/contract/phone/message-texts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { noticeEmail } from '../../platform/mail/notice-email.ts';
import { decisionMailTexts as d } from './decision-mail-texts.ts';
import type { Messages } from '../../platform/messages/message-queue.ts';
import { notifyUser } from '../../platform/messages/notify.ts';
import { inLanguage } from '../../platform/i18n/language-context.ts';
import { recordAdminAction } from './admin.repo.ts';
import type { PincodeApprovalsRepo, PincodeRequestRow, Tx } from './pincode-approvals.repo.ts';
import { adminMessages } from '@kt/contract/admin/admin-messages';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';

type Decision = { approve: true } | { approve: false; reason: string };
type Dealer = { id: number; email: string; username: string; ktId: string };

type Deps = { repo: PincodeApprovalsRepo; jobs: Pick<Jobs, 'sendMail'>; messages: Pick<Messages, 'queue'>; publicUrl: string };

/** Issue 15: an admin approves or rejects the pincode requests dealers send beyond their direct areas. */
export function createPincodeApprovalsService(deps: Deps) {
  const { repo, jobs, publicUrl } = deps;
  const areasLink = `${publicUrl}/dealer/settings/addarea`;

  function decisionMail(dealer: Dealer, request: PincodeRequestRow, decision: Decision): MailMessage {
    if (decision.approve) {
      return noticeEmail({
        to: dealer.email,
        subject: d.areas.approvedSubject(request.pincode),
        greeting: d.greeting(dealer.username),
        intro: d.areas.approvedIntro(request.pincode),
        rows: [[d.areas.pincode, request.pincode], [d.areas.area, `${request.area}, ${request.city}`]],
        action: { label: d.areas.seeAreas, link: areasLink },
      });
    }
    return noticeEmail({
      to: dealer.email,
      subject: d.areas.rejectedSubject(request.pincode),
      greeting: d.greeting(dealer.username),
      intro: d.areas.rejectedIntro(request.pincode),
      rows: [[d.areas.pincode, request.pincode], [d.reason, decision.reason]],
      action: { label: d.areas.seeAreas, link: areasLink },
    });
  }

  /** An approval adds the area, within the dealer's slots and only once. */
  async function addArea(tx: Tx, dealer: Dealer, request: PincodeRequestRow) {
    const areas = await repo.areasOf(tx, dealer.id, request.pincode);
    if (areas.servesPincode) throw new AppError('CONFLICT', messages.dealerSettings.pincodeDuplicate);
    if (areas.held >= limits.dealerPincodeSlots) throw new AppError('CONFLICT', dealerAreaMessages.pincodeSlotsFull);
    await repo.addArea(tx, dealer.id, request);
  }

  /**
   * Decides a pending request in one transaction: the request locked (two admins at once: one
   * decides, the other gets 409), the area added on approval, the audit row written, the
   * dealer's mail and messages queued with it.
   */
  function decide(adminId: number, requestId: number, decision: Decision) {
    return repo.transaction(async (tx) => {
      const request = await repo.lockRequest(tx, requestId);
      if (!request) throw new AppError('NOT_FOUND', adminMessages.requestNotFound);
      if (request.status !== 'Pending') throw new AppError('CONFLICT', adminMessages.requestDecided);
      const dealer = await repo.lockDealer(tx, request.dealerId);
      if (!dealer) throw new AppError('NOT_FOUND', adminMessages.requestNotFound);
      if (decision.approve) await addArea(tx, dealer, request);
      await repo.markDecided(tx, request.id, decision);
      await recordAdminAction(tx, {
        adminId,
        action: decision.approve ? 'pincode.approve' : 'pincode.reject',
        targetKind: 'pincode_request',
        targetId: request.id,
        detail: `${request.pincode} (${request.area}) for ${dealer.username} (${dealer.ktId})${decision.approve ? '' : `: ${decision.reason}`}`,
      });
      const { wantsEmail, language } = await notifyUser(deps, tx, {
        userId: dealer.id,
        kind: 'area_decision',
        values: () => ({ pincode: request.pincode, decision: decision.approve ? messageValueTexts.areaApproved : messageValueTexts.areaRejected, link: areasLink }),
      });
      if (wantsEmail) await jobs.sendMail(tx, inLanguage(language, () => decisionMail(dealer, request, decision)));
    });
  }

  return {
    listPending: repo.listPending,
    approve: (adminId: number, requestId: number) => decide(adminId, requestId, { approve: true }),
    reject: (adminId: number, requestId: number, reason: string) => decide(adminId, requestId, { approve: false, reason }),
  };
}

export type PincodeApprovalsService = ReturnType<typeof createPincodeApprovalsService>;
