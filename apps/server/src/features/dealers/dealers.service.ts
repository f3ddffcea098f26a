import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '@kt/contract/errors';
import { messages } from '@kt/contract/messages';
import type { InquiryRequest } from '@kt/contract/selling/inquiry';
import type { Db } from '../../platform/db/client.ts';
import { detectFileType, isImage } from '../../platform/files/file-types.ts';
import { discardStoredFile, randomKeyPart, type FileStorage } from '../../platform/files/storage.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { noticeEmail } from '../../platform/mail/notice-email.ts';
import { inquiryMailTexts as x } from './inquiry-mail-texts.ts';
import type { Messages } from '../../platform/messages/message-queue.ts';
import { notifyUser } from '../../platform/messages/notify.ts';
import { inLanguage } from '../../platform/i18n/language-context.ts';
import type { DealersRepo } from './dealers.repo.ts';

type Deps = {
  db: Db;
  repo: DealersRepo;
  storage: FileStorage;
  jobs: Pick<Jobs, 'sendMail'>;
  messages: Pick<Messages, 'queue'>;
  publicUrl: string;
};

/** Who sent an inquiry, for the record and the log. */
export type InquirySender = { ip: string; log: Pick<FastifyBaseLogger, 'warn'> };

/** A guest's inquiry to a dealer (spec 7 'Selling'): stored with its picture, and sent to the dealer as they chose. */
export function createDealersService(deps: Deps) {
  const { db, repo, storage, jobs } = deps;
  async function sendInquiry(inquiry: InquiryRequest, picture: Buffer | undefined, sender: InquirySender): Promise<void> {
    const dealer = await repo.findBookableDealer(inquiry.dealer_id);
    if (!dealer) throw new AppError('NOT_FOUND', messages.orders.inquiryFailed, { dealer_id: ['No such dealer.'] });

    let itemPicKey: string | null = null;
    if (picture) {
      const type = detectFileType(picture);
      if (!isImage(type)) {
        const wrongType = messages.selling.inquiryPicWrongType;
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', wrongType, { itemPic: [wrongType] });
      }
      itemPicKey = `inquiries/${randomKeyPart(12)}.${type.extension}`;
      await storage.put(itemPicKey, picture);
    }

    // Written in the dealer's language (issue 29), once notifyUser has read it.
    const pictureUrl = itemPicKey ? storage.urlFor(itemPicKey) : undefined;
    const mail = () =>
      noticeEmail({
        to: dealer.email,
        subject: x.subject(String(inquiry.quantity), inquiry.itemName),
        greeting: x.greeting(dealer.name),
        intro: x.intro(inquiry.customer_name),
        rows: [
          [x.item, inquiry.itemName],
          [x.quantity, x.kilograms(String(inquiry.quantity))],
          [x.name, inquiry.customer_name],
          [x.phone, inquiry.phone],
          [x.email, inquiry.email],
          [x.description, inquiry.description || '-'],
          ...(pictureUrl ? [[x.picture, pictureUrl] as const] : []),
        ],
      });
    // The inquiry and the dealer's mail and messages commit together; without them the picture is nobody's.
    try {
      await db.transaction(async (tx) => {
        await repo.insertInquiry(
          {
            dealerId: dealer.id,
            customerName: inquiry.customer_name,
            phone: inquiry.phone,
            email: inquiry.email,
            itemName: inquiry.itemName,
            quantity: String(inquiry.quantity),
            description: inquiry.description,
            itemPicKey,
            sourceIp: sender.ip,
          },
          tx,
        );
        const { wantsEmail, language } = await notifyUser(deps, tx, {
          userId: dealer.id,
          kind: 'inquiry',
          values: {
            item: inquiry.itemName,
            quantity: String(inquiry.quantity),
            name: inquiry.customer_name,
            link: `${deps.publicUrl}/dealer/requests?tab=inquiries`,
          },
        });
        if (wantsEmail) await jobs.sendMail(tx, inLanguage(language, mail));
      });
    } catch (error) {
      if (itemPicKey) await discardStoredFile(storage, itemPicKey, sender.log);
      throw error;
    }
  }

  return { sendInquiry };
}
export type DealersService = ReturnType<typeof createDealersService>;
