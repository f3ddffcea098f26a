import { disputeReasonLabels } from '@kt/contract/disputes/dispute-labels';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { noticeEmail } from '../../platform/mail/notice-email.ts';

/** The dealer's mail when a customer reports one of their pickups (issue 28). */
export function disputeOpenedMail(facts: { to: string; dealerName: string; orderNumber: string; reason: keyof typeof disputeReasonLabels; note: string; link: string }): MailMessage {
  return noticeEmail({
    to: facts.to,
    subject: `Pickup ${facts.orderNumber} was reported`,
    greeting: `Hello ${facts.dealerName},`,
    intro: `The customer of pickup ${facts.orderNumber} reported a problem. You can answer it; an admin will decide.`,
    rows: [
      ['Order', facts.orderNumber],
      ['What went wrong', disputeReasonLabels[facts.reason]],
      ['Note', facts.note],
    ],
    action: { label: 'See and answer', link: facts.link },
  });
}
