import { AppError } from '@kt/contract/errors';
import type { CloseDisputeBody, Dispute } from '@kt/contract/disputes/disputes';
import { fromHundredths } from '@kt/contract/money';
import { messageValueTexts } from '@kt/contract/phone/message-texts';
import type { DisputeRecords } from '../../platform/db/dispute-records.ts';
import type { PageRequest, TimeIdKey } from '../../platform/http/paging.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { noticeEmail } from '../../platform/mail/notice-email.ts';
import type { Messages } from '../../platform/messages/message-queue.ts';
import { notifyUser } from '../../platform/messages/notify.ts';
import { inLanguage } from '../../platform/i18n/language-context.ts';
import { decisionMailTexts } from './decision-mail-texts.ts';
import { recordAdminAction } from './admin.repo.ts';
import type { DisputesAdminRepo } from './disputes-admin.repo.ts';
import { disputeMessages } from '@kt/contract/disputes/dispute-messages';

const m = decisionMailTexts.disputes;

type Deps = { repo: DisputesAdminRepo; records: DisputeRecords; jobs: Pick<Jobs, 'sendMail'>; messages: Pick<Messages, 'queue'>; publicUrl: string };


/** Issue 28: the admin's queue of open disputes and their decisions. */
export function createDisputesAdminService(deps: Deps) {
  const { repo, records, jobs, publicUrl } = deps;
  const customerLink = `${publicUrl}/sell/user/pickup`;
  const dealerLink = `${publicUrl}/dealer/disputes`;

  return {
    listOpen: (page: PageRequest<TimeIdKey>) => records.open(page),

    /**
     * Closes an open dispute in one transaction: the dispute locked (a second decision gets 409),
     * an upheld adjustment added to the order's paid amount, the audit row, and both parties'
     * messages and mails queued with it.
     */
    async close(adminId: number, disputeId: number, body: CloseDisputeBody): Promise<Dispute> {
      await repo.transaction(async (tx) => {
        const dispute = await repo.lock(tx, disputeId);
        if (!dispute) throw new AppError('NOT_FOUND', disputeMessages.notFound);
        if (dispute.status !== 'Open') throw new AppError('CONFLICT', disputeMessages.alreadyClosed);
        const upheld = body.outcome === 'upheld';
        const adjustment = upheld ? fromHundredths(BigInt(body.adjustment_paise ?? 0)) : null;
        const orderNumber = adjustment !== null && adjustment !== '0.00' ? (await repo.addToPaidAmount(tx, dispute.orderId, adjustment))?.orderNumber : await repo.orderNumberOf(tx, dispute.orderId);
        await repo.close(tx, dispute.id, { status: upheld ? 'Upheld' : 'Rejected', reason: body.reason, adjustment, adminId });
        const [customer, dealer] = await Promise.all([repo.contactOf(tx, dispute.customerId), repo.contactOf(tx, dispute.dealerId)]);
        await recordAdminAction(tx, {
          adminId,
          action: upheld ? 'dispute.uphold' : 'dispute.reject',
          targetKind: 'dispute',
          targetId: dispute.id,
          detail: `${orderNumber ?? ''} of ${dealer?.name ?? ''} (${dealer?.ktId ?? ''})${upheld ? `: Rs ${adjustment} to the seller` : ''}: ${body.reason}`,
        });
        const order = orderNumber ?? '';
        // Issue 29: each party's SMS and mail say the outcome in their language.
        const outcomeText = () => (upheld ? messageValueTexts.disputeUpheld(adjustment ?? '0.00') : messageValueTexts.disputeRejected);
        const rows = () =>
          [
            [m.order, order],
            [m.outcome, outcomeText()],
            [m.reason, body.reason],
          ] as const;
        const toCustomer = await notifyUser(deps, tx, {
          userId: dispute.customerId,
          kind: 'dispute_closed',
          values: () => ({ order, outcome: outcomeText(), link: customerLink }),
          orderNumber: order,
        });
        if (toCustomer.wantsEmail && customer) {
          await jobs.sendMail(
            tx,
            inLanguage(toCustomer.language, () =>
              noticeEmail({
                to: customer.email,
                subject: m.customerSubject(order),
                greeting: m.greeting(customer.name),
                intro: m.customerIntro(order, outcomeText()),
                rows: rows(),
                action: { label: m.seePickups, link: customerLink },
              }),
            ),
          );
        }
        const toDealer = await notifyUser(deps, tx, {
          userId: dispute.dealerId,
          kind: 'dispute_decided',
          values: () => ({ order, outcome: outcomeText(), link: dealerLink }),
          orderNumber: order,
        });
        if (toDealer.wantsEmail && dealer) {
          await jobs.sendMail(
            tx,
            inLanguage(toDealer.language, () =>
              noticeEmail({
                to: dealer.email,
                subject: m.dealerSubject(order),
                greeting: m.greeting(dealer.name),
                intro: m.dealerIntro(order, outcomeText()),
                rows: rows(),
                action: { label: m.seeDisputes, link: dealerLink },
              }),
            ),
          );
        }
      });
      const record = await records.byId(disputeId);
      if (!record) throw new AppError('NOT_FOUND', disputeMessages.notFound);
      return record.dispute;
    },
  };
}
export type DisputesAdminService = ReturnType<typeof createDisputesAdminService>;
