import { disputeReasonLabels } from '@kt/contract/disputes/dispute-labels';
import { defineTexts } from '@kt/contract/i18n/catalogue';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { noticeEmail } from '../../platform/mail/notice-email.ts';

/** The dispute mail's words (issue 29: dispute-emails.hi.ts), in the dealer account's language. */
export const disputeEmailTexts = defineTexts('server/features/disputes/dispute-emails', 'disputeEmailTexts', {
  subject: (orderNumber: string) => `Pickup ${orderNumber} was reported`,
  greeting: (name: string) => `Hello ${name},`,
  intro: (orderNumber: string) => `The customer of pickup ${orderNumber} reported a problem. You can answer it; an admin will decide.`,
  order: 'Order',
  whatWentWrong: 'What went wrong',
  note: 'Note',
  action: 'See and answer',
});
const t = disputeEmailTexts;

/** The dealer's mail when a customer reports one of their pickups (issue 28). */
export function disputeOpenedMail(facts: { to: string; dealerName: string; orderNumber: string; reason: keyof typeof disputeReasonLabels; note: string; link: string }): MailMessage {
  return noticeEmail({
    to: facts.to,
    subject: t.subject(facts.orderNumber),
    greeting: t.greeting(facts.dealerName),
    intro: t.intro(facts.orderNumber),
    rows: [
      [t.order, facts.orderNumber],
      [t.whatWentWrong, disputeReasonLabels[facts.reason]],
      [t.note, facts.note],
    ],
    action: { label: t.action, link: facts.link },
  });
}
