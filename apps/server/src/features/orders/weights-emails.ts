import type { MailMessage } from '../../platform/mail/mailer.ts';
import { noticeEmail } from '../../platform/mail/notice-email.ts';

/**
 * Issue 28: the dealer has weighed the customer's items. The mail names the total only: the
 * weights and the code are on the pickup card, where giving the code agrees to those weights.
 */
export function weightsProposedEmail(to: { email: string; name: string }, orderNumber: string, total: string, link: string): MailMessage {
  return noticeEmail({
    to: to.email,
    subject: `Pickup ${orderNumber}: check the weights`,
    greeting: `Hello ${to.name},`,
    intro:
      'The dealer has weighed your items. Open your pickup card to check each weight, rate and the total. ' +
      'Give the dealer the pickup code shown there only if you agree: the code completes the pickup with these weights.',
    rows: [
      ['Order', orderNumber],
      ['Total', `Rs ${total}`],
    ],
    action: { label: 'Check the weights', link },
  });
}
