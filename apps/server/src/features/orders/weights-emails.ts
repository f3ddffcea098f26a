import { defineTexts } from '@kt/contract/i18n/catalogue';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { noticeEmail } from '../../platform/mail/notice-email.ts';

/** The weights mail's words (issue 29: weights-emails.hi.ts), in the customer account's language. */
export const weightsEmailTexts = defineTexts('server/features/orders/weights-emails', 'weightsEmailTexts', {
  subject: (orderNumber: string) => `Pickup ${orderNumber}: check the weights`,
  greeting: (name: string) => `Hello ${name},`,
  intro:
    'The dealer has weighed your items. Open your pickup card to check each weight, rate and the total. ' +
    'Give the dealer the pickup code shown there only if you agree: the code completes the pickup with these weights.',
  order: 'Order',
  total: 'Total',
  rupees: (amount: string) => `Rs ${amount}`,
  action: 'Check the weights',
});

/**
 * Issue 28: the dealer has weighed the customer's items. The mail names the total only: the
 * weights and the code are on the pickup card, where giving the code agrees to those weights.
 */
const t = weightsEmailTexts;

export function weightsProposedEmail(to: { email: string; name: string }, orderNumber: string, total: string, link: string): MailMessage {
  return noticeEmail({
    to: to.email,
    subject: t.subject(orderNumber),
    greeting: t.greeting(to.name),
    intro: t.intro,
    rows: [
      [t.order, orderNumber],
      [t.total, t.rupees(total)],
    ],
    action: { label: t.action, link },
  });
}
