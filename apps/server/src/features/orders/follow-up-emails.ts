import { defineTexts } from '@kt/contract/i18n/catalogue';
import { formatPickupDate } from '@kt/contract/orders/pickup-dates';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { noticeEmail } from '../../platform/mail/notice-email.ts';

/** Issue 28: the e-mails of pickups that do not silently fail (the SMS and WhatsApp texts are in the contract's message-texts). */
type Person = { email: string; name: string };
type Pickup = { orderNumber: string; pickupDate: string; pickupTime: string };

const when = (date: string, slot: string) => `${formatPickupDate(date)}, ${slot}`;

export const followUpEmailTexts = defineTexts('server/features/orders/follow-up-emails', 'followUpEmailTexts', {
  unansweredSubject: (order: string) => `Pickup ${order} is not answered yet`,
  unansweredIntro:
    'The dealer has not accepted or declined your pickup request within 4 hours of their working day (8 am to 7 pm). You can book the same items with another dealer of your pincode in one step.',
  unansweredAction: 'Book with another dealer',
  noShowSubject: (order: string) => `Pickup ${order} was reported as missed`,
  noShowCancelledIntro: 'The customer reports that nobody came in the pickup slot, and has cancelled the pickup.',
  noShowRescheduledIntro: 'The customer reports that nobody came in the pickup slot, and asks for a new date. Accept or decline it on your pickups page.',
  proposalSubject: (order: string) => `A new date is asked for pickup ${order}`,
  proposalIntro: 'The dealer asks to move your pickup to a new date. Accept or decline it on your pickups page.',
  answerSubject: (order: string, accepted: boolean) => `The new date for pickup ${order} is ${accepted ? 'accepted' : 'declined'}`,
  answerIntro: (by: 'customer' | 'dealer', accepted: boolean) =>
    `The ${by} has ${accepted ? 'accepted the new date: the pickup is moved to it' : 'declined the new date: the pickup keeps its date'}.`,
  greeting: (name: string) => `Hello ${name},`,
  order: 'Order',
  pickup: 'Pickup',
  newDate: 'New date',
  reason: 'Reason',
  open: 'Open your pickups',
});
const x = followUpEmailTexts;

export function unansweredEmail(to: Person, order: Pickup, link: string): MailMessage {
  return noticeEmail({
    to: to.email,
    subject: x.unansweredSubject(order.orderNumber),
    greeting: x.greeting(to.name),
    intro: x.unansweredIntro,
    rows: [[x.order, order.orderNumber], [x.pickup, when(order.pickupDate, order.pickupTime)]],
    action: { label: x.unansweredAction, link },
  });
}

export function noShowEmail(to: Person, order: Pickup, proposal: { pickupDate: string; pickupTime: string } | null, link: string): MailMessage {
  return noticeEmail({
    to: to.email,
    subject: x.noShowSubject(order.orderNumber),
    greeting: x.greeting(to.name),
    intro: proposal ? x.noShowRescheduledIntro : x.noShowCancelledIntro,
    rows: [
      [x.order, order.orderNumber],
      [x.pickup, when(order.pickupDate, order.pickupTime)],
      ...(proposal ? [[x.newDate, when(proposal.pickupDate, proposal.pickupTime)] as const] : []),
    ],
    action: { label: x.open, link },
  });
}

export function proposalEmail(to: Person, order: Pickup, proposal: { pickupDate: string; pickupTime: string; reason: string }, link: string): MailMessage {
  return noticeEmail({
    to: to.email,
    subject: x.proposalSubject(order.orderNumber),
    greeting: x.greeting(to.name),
    intro: x.proposalIntro,
    rows: [
      [x.order, order.orderNumber],
      [x.pickup, when(order.pickupDate, order.pickupTime)],
      [x.newDate, when(proposal.pickupDate, proposal.pickupTime)],
      [x.reason, proposal.reason],
    ],
    action: { label: x.open, link },
  });
}

export function answerEmail(to: Person, order: Pickup, by: 'customer' | 'dealer', accepted: boolean, link: string): MailMessage {
  return noticeEmail({
    to: to.email,
    subject: x.answerSubject(order.orderNumber, accepted),
    greeting: x.greeting(to.name),
    intro: x.answerIntro(by, accepted),
    rows: [[x.order, order.orderNumber], [x.pickup, when(order.pickupDate, order.pickupTime)]],
    action: { label: x.open, link },
  });
}
