import type { FastifyBaseLogger } from 'fastify';
import type { CategoryApprovalKind } from '@kt/contract/admin/category-requests';
import { AppError } from '@kt/contract/errors';
import { discardStoredFile, type FileStorage } from '../../platform/files/storage.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { noticeEmail } from '../../platform/mail/notice-email.ts';
import { accountLanguage, inLanguage } from '../../platform/i18n/language-context.ts';
import { decisionMailTexts } from './decision-mail-texts.ts';
import { recordAdminAction } from './admin.repo.ts';
import { insertCategory, insertSubcategory, lockCategory, type Tx } from './catalogue-admin.repo.ts';
import { copyToCatalogue } from './catalogue-images.ts';
import type { CategoryApprovalsRepo, CategoryRequestRow } from './category-approvals.repo.ts';
import { adminMessages } from '@kt/contract/admin/admin-messages';

/** Where an approved request goes: a new category, or a subcategory of an existing one. */
export type Placement = { as: 'category' } | { as: 'subcategory'; categoryId: number };
type Decision = { approve: true; placement: Placement; name: string | undefined; imageKey: string } | { approve: false; reason: string };
type Added = { as: CategoryApprovalKind; id: number; name: string; categoryName: string | undefined };
type Dealer = { id: number; email: string; username: string; ktId: string; language: string };

type Deps = { repo: CategoryApprovalsRepo; storage: FileStorage; jobs: Pick<Jobs, 'sendMail'>; publicUrl: string };

/** Issue 15: an admin adds a dealer's requested category to the catalogue, with its picture, or says why not. */
export function createCategoryApprovalsService({ repo, storage, jobs, publicUrl }: Deps) {
  const requestsLink = `${publicUrl}/dealer/settings/requestcategory`;

  function approvalMail(dealer: Dealer, request: CategoryRequestRow, added: Added): MailMessage {
    const c = decisionMailTexts.categories;
    return noticeEmail({
      to: dealer.email,
      subject: c.approvedSubject(request.categoryName),
      greeting: decisionMailTexts.greeting(dealer.username),
      intro: added.as === 'category' ? c.approvedCategoryIntro(added.name) : c.approvedItemIntro(added.name, added.categoryName ?? ''),
      rows: [
        [c.requested, request.categoryName],
        [c.addedAs, added.as === 'category' ? c.asCategory(added.name) : c.asItem(added.name, added.categoryName ?? '')],
      ],
      action: added.as === 'category' ? { label: c.seeRequests, link: requestsLink } : { label: c.setPrices, link: `${publicUrl}/dealer/settings/setprice` },
    });
  }

  function rejectionMail(dealer: Dealer, request: CategoryRequestRow, reason: string): MailMessage {
    const c = decisionMailTexts.categories;
    return noticeEmail({
      to: dealer.email,
      subject: c.rejectedSubject(request.categoryName),
      greeting: decisionMailTexts.greeting(dealer.username),
      intro: c.rejectedIntro(request.categoryName),
      rows: [[c.requested, request.categoryName], [decisionMailTexts.reason, reason]],
      action: { label: c.seeRequests, link: requestsLink },
    });
  }

  /** Adds the approved request to the catalogue inside the decision's transaction (audit rows 'category.create' or 'subcategory.create' with it). */
  async function addToCatalogue(tx: Tx, adminId: number, requestId: number, placement: Placement, name: string, imageKey: string): Promise<Added> {
    const auditDetail = `${name} (from category request ${requestId})`;
    if (placement.as === 'category') {
      const row = await insertCategory(tx, adminId, { name, imageKey }, auditDetail);
      return { as: 'category', id: row.id, name: row.name, categoryName: undefined };
    }
    const category = await lockCategory(tx, placement.categoryId);
    if (!category) throw new AppError('NOT_FOUND', adminMessages.categoryNotFound, { category_id: [adminMessages.categoryNotFound] });
    // The dealer is told the item is in the catalogue: it must be one customers see.
    if (category.retiredAt !== null) throw new AppError('CONFLICT', adminMessages.approvalCategoryRetired, { category_id: [adminMessages.approvalCategoryRetired] });
    const row = await insertSubcategory(tx, adminId, category.id, { name, imageKey }, `${auditDetail} in ${category.name}`);
    return { as: 'subcategory', id: row.id, name: row.name, categoryName: category.name };
  }

  /**
   * Decides a pending request in one transaction: the request locked (two admins at once: one
   * decides, the other gets 409), the catalogue entry added on approval, the audit row written,
   * and the dealer's mail queued with it. Answers what the approval added.
   */
  function decide(adminId: number, requestId: number, decision: Decision): Promise<Added | undefined> {
    return repo.transaction(async (tx) => {
      const request = await repo.lockRequest(tx, requestId);
      if (!request) throw new AppError('NOT_FOUND', adminMessages.requestNotFound);
      if (request.status !== 'Pending') throw new AppError('CONFLICT', adminMessages.requestDecided);
      const dealer = await repo.findDealer(tx, request.dealerId);
      if (!dealer) throw new AppError('NOT_FOUND', adminMessages.requestNotFound);
      let added: Added | undefined;
      let outcome: string;
      let mail: MailMessage;
      if (decision.approve) {
        added = await addToCatalogue(tx, adminId, request.id, decision.placement, decision.name ?? request.categoryName, decision.imageKey);
        outcome = `approved as ${added.as} ${added.name}${added.categoryName ? ` in ${added.categoryName}` : ''}`;
        const done = added;
        // Issue 29: in the dealer's language.
        mail = inLanguage(accountLanguage(dealer.language), () => approvalMail(dealer, request, done));
      } else {
        outcome = `rejected: ${decision.reason}`;
        const { reason } = decision;
        mail = inLanguage(accountLanguage(dealer.language), () => rejectionMail(dealer, request, reason));
      }
      await repo.markDecided(tx, request.id, decision);
      await recordAdminAction(tx, {
        adminId,
        action: decision.approve ? 'category_request.approve' : 'category_request.reject',
        targetKind: 'category_request',
        targetId: request.id,
        detail: `${request.categoryName} from ${dealer.username} (${dealer.ktId}): ${outcome}`,
      });
      await jobs.sendMail(tx, mail);
      return added;
    });
  }

  return {
    listPending: repo.listPending,

    /**
     * Approves a pending request as `placement`, named `name` (the requested name when absent):
     * the request's picture is copied into the catalogue first (the dealer's list keeps its
     * own), and removed again when the decision fails.
     */
    async approve(adminId: number, requestId: number, placement: Placement, name: string | undefined, log: FastifyBaseLogger): Promise<Added> {
      const pending = await repo.findRequest(requestId);
      if (!pending) throw new AppError('NOT_FOUND', adminMessages.requestNotFound);
      // Checked again, locked, in the decision; here so a decided request costs no copy.
      if (pending.status !== 'Pending') throw new AppError('CONFLICT', adminMessages.requestDecided);
      const imageKey = await copyToCatalogue(storage, pending.imageKey);
      if (!imageKey) throw new AppError('CONFLICT', adminMessages.requestImageMissing);
      let added: Added | undefined;
      try {
        added = await decide(adminId, pending.id, { approve: true, placement, name, imageKey });
      } catch (error) {
        await discardStoredFile(storage, imageKey, log);
        throw error;
      }
      if (!added) throw new Error('approval added nothing');
      return added;
    },

    async reject(adminId: number, requestId: number, reason: string): Promise<void> {
      await decide(adminId, requestId, { approve: false, reason });
    },
  };
}

export type CategoryApprovalsService = ReturnType<typeof createCategoryApprovalsService>;
