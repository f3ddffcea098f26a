import { indiaMinute } from '@kt/contract/india-time';
import type { Receipt } from '@kt/contract/orders/receipts';
import type { Db } from '../../platform/db/client.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { noticeEmail } from '../../platform/mail/notice-email.ts';
import type { Messages } from '../../platform/messages/message-queue.ts';
import { notifyUser } from '../../platform/messages/notify.ts';
import { inLanguage } from '../../platform/i18n/language-context.ts';
import { createReceiptsRepo } from './receipts.repo.ts';
import { receiptMoney, receiptSellerLine, receiptTexts as t, receiptUnit } from './receipt-texts.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The receipt as a notice mail to the customer (the Mailer sends text and HTML only, so no PDF is
 * attached: the link opens it), in the language of the moment (issue 29: the caller's `inLanguage()`).
 */
export function receiptEmail(to: { email: string; name: string }, receipt: Receipt, link: string): MailMessage {
  const items = receipt.items
    .map(
      (item) =>
        `${item.subcategory_name}${item.added_at_door ? ` (${t.addedAtDoor})` : ''}: ${item.weight_kg} ${receiptUnit(item.unit)} × ${receiptMoney(item.unit_price)} = ${receiptMoney(item.amount)}`,
    )
    .join('\n');
  return noticeEmail({
    to: to.email,
    subject: t.mailSubject(receipt.order_number),
    greeting: t.mailGreeting(to.name),
    intro: t.mailIntro(receipt.order_number),
    rows: [
      [t.order, receipt.order_number],
      [t.completedOn, indiaMinute(new Date(receipt.completed_at))],
      [t.seller, receiptSellerLine(receipt.customer)],
      [t.address, `${receipt.customer.address} - ${receipt.customer.pincode}`],
      [t.dealer, `${receipt.dealer.name} (${receipt.dealer.kt_id})`],
      [t.mailItems, items],
      [t.total, receiptMoney(receipt.total_amount)],
      [t.payment, receipt.payment_reference ? `${t.methods[receipt.payment_method]}, ${receipt.payment_reference}` : t.methods[receipt.payment_method]],
    ],
    action: { label: t.mailAction, link },
  });
}

/**
 * Queues the customer's receipt mail of an order just completed (issue 16), and their SMS or
 * WhatsApp message with the amount paid (issue 27), in the completion's own transaction: they go
 * out once (and only if) the completion commits, whatever happens to this process after the commit.
 */
export async function queueCompletionReceipt(
  tx: Tx,
  deps: { jobs: Pick<Jobs, 'sendMail'>; messages: Pick<Messages, 'queue'>; publicUrl: string },
  orderId: number,
): Promise<void> {
  const record = await createReceiptsRepo(tx as unknown as Db).byOrderId(orderId);
  if (!record || record.status !== 'Completed') return;
  const receipt = { ...record.receipt, commission_amount: null };
  const link = `${deps.publicUrl}/receipt/${encodeURIComponent(receipt.order_number)}`;
  const { wantsEmail, language } = await notifyUser(deps, tx, {
    userId: record.customerId,
    kind: 'completed',
    values: { order: receipt.order_number, amount: receipt.total_amount, link },
    orderNumber: receipt.order_number,
  });
  if (!wantsEmail) return;
  const mail = inLanguage(language, () => receiptEmail({ email: record.customerEmail, name: record.customerAccountName }, receipt, link));
  await deps.jobs.sendMail(tx, mail);
}
