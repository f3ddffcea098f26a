import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '@kt/contract/errors';
import type { Dispute, OpenDisputeBody } from '@kt/contract/disputes/disputes';
import { isWithinDisputeWindow } from '@kt/contract/disputes/dispute-rules';
import { messageValueTexts } from '@kt/contract/phone/message-texts';
import type { DisputeRecords } from '../../platform/db/dispute-records.ts';
import { typeProblem } from '../../platform/files/document-files.ts';
import { detectFileType } from '../../platform/files/file-types.ts';
import { discardStoredFile, randomKeyPart, type FileStorage } from '../../platform/files/storage.ts';
import type { UploadedFile } from '../../platform/http/body-parsers.ts';
import type { PageRequest, TimeIdKey } from '../../platform/http/paging.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Messages } from '../../platform/messages/message-queue.ts';
import { notifyUser } from '../../platform/messages/notify.ts';
import { inLanguage } from '../../platform/i18n/language-context.ts';
import { disputeOpenedMail } from './dispute-emails.ts';
import type { DisputesRepo } from './disputes.repo.ts';
import { disputeMessages } from '@kt/contract/disputes/dispute-messages';

type Deps = {
  repo: DisputesRepo;
  records: DisputeRecords;
  storage: FileStorage;
  jobs: Pick<Jobs, 'sendMail'>;
  messages: Pick<Messages, 'queue'>;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

/** Who reads a dispute: the order's customer, or the dealer (or an employee) acting for its dealer. */
export type DisputeReader = { userId: number; category: string; dealerId?: number };


/** A dispute photo: a picture by its content, and by what its name and declared type claim. */
function checkedPhoto(file: UploadedFile) {
  const type = detectFileType(file.data);
  if (!type || typeProblem(file, type, true) !== null) throw new AppError('UNSUPPORTED_MEDIA_TYPE', disputeMessages.photoInvalid, { photo: [disputeMessages.photoInvalid] });
  return { data: file.data, extension: type.extension };
}

/** Issue 28: the dispute window of a Completed pickup, for its customer and its dealer. */
export function createDisputesService(deps: Deps) {
  const { repo, records, storage, jobs } = deps;
  const dealerLink = `${deps.publicUrl}/dealer/disputes`;

  async function readable(reader: DisputeReader, record: Awaited<ReturnType<DisputeRecords['byId']>>) {
    const isCustomer = record !== undefined && reader.category === 'customer' && record.customerId === reader.userId;
    const isDealerSide = record !== undefined && reader.category !== 'customer' && reader.dealerId === record.dealerId;
    // Not yours and not there answer alike, so order numbers cannot be probed.
    if (!record || (!isCustomer && !isDealerSide)) throw new AppError('NOT_FOUND', disputeMessages.notFound);
    return record.dispute;
  }

  return {
    /**
     * The customer reports their Completed pickup within the window, once. The photo is stored
     * first and taken back when the row is not written; the dealer's notice is queued with the row.
     */
    async open(customerId: number, orderNumber: string, body: OpenDisputeBody, photo: UploadedFile | undefined, now = new Date()): Promise<Dispute> {
      const order = await repo.findOrder(orderNumber);
      if (!order || order.customerId !== customerId) throw new AppError('NOT_FOUND', disputeMessages.orderNotFound);
      if (order.status !== 'Completed' || !order.completedAt) throw new AppError('CONFLICT', disputeMessages.notCompleted);
      if (!isWithinDisputeWindow(order.completedAt, now)) throw new AppError('CONFLICT', disputeMessages.windowClosed);
      if (await repo.hasDispute(order.id)) throw new AppError('CONFLICT', disputeMessages.alreadyOpened);
      const checked = photo ? checkedPhoto(photo) : undefined;
      const photoKey = checked ? `disputes/${customerId}-${order.dealerId}-${randomKeyPart()}.${checked.extension}` : null;
      if (checked && photoKey) await storage.put(photoKey, checked.data);
      try {
        const id = await repo.transaction(async (tx) => {
          const inserted = await repo.insert(tx, {
            orderId: order.id,
            customerId,
            dealerId: order.dealerId,
            reason: body.reason,
            note: body.note,
            photoKey,
          });
          if (inserted === undefined) throw new AppError('CONFLICT', disputeMessages.alreadyOpened);
          const { wantsEmail, language } = await notifyUser(deps, tx, {
            userId: order.dealerId,
            kind: 'dispute_opened',
            values: () => ({ order: order.orderNumber, reason: messageValueTexts.disputeReasons[body.reason], link: dealerLink }),
            orderNumber: order.orderNumber,
          });
          if (wantsEmail) {
            await jobs.sendMail(
              tx,
              inLanguage(language, () =>
                disputeOpenedMail({ to: order.dealerEmail, dealerName: order.dealerName, orderNumber: order.orderNumber, reason: body.reason, note: body.note, link: dealerLink }),
              ),
            );
          }
          return inserted;
        });
        const record = await records.byId(id);
        if (!record) throw new Error('dispute not stored');
        return record.dispute;
      } catch (error) {
        if (photoKey) await discardStoredFile(storage, photoKey, deps.log);
        throw error;
      }
    },

    async ofOrder(reader: DisputeReader, orderNumber: string): Promise<Dispute> {
      return readable(reader, await records.byOrderNumber(orderNumber));
    },

    ofDealer: (dealerId: number, page: PageRequest<TimeIdKey>) => records.ofDealer(dealerId, page),

    /** The dealer's one answer to an open dispute of theirs; another dealer's is not found. */
    async answer(dealerId: number, disputeId: number, answer: string): Promise<Dispute> {
      const record = await records.byId(disputeId);
      if (!record || record.dealerId !== dealerId) throw new AppError('NOT_FOUND', disputeMessages.notFound);
      if (record.status !== 'Open') throw new AppError('CONFLICT', disputeMessages.alreadyClosed);
      if (!(await repo.answer(dealerId, disputeId, answer))) throw new AppError('CONFLICT', disputeMessages.alreadyAnswered);
      const after = await records.byId(disputeId);
      if (!after) throw new AppError('NOT_FOUND', disputeMessages.notFound);
      return after.dispute;
    },
  };
}
export type DisputesService = ReturnType<typeof createDisputesService>;
