import { defineTexts } from '../i18n/catalogue.ts';
import { siteName } from '../site.ts';
import { messageKinds, type MessageKind } from './message-kinds.ts';

/**
 * The SMS and WhatsApp texts (issue 27), one per kind, with the template's parameters in order:
 * the provider gets the parameters (its approved template holds the same words), the outbox and
 * the admin's list the text. Short, naming the order, with a link into the product. Written in the
 * recipient account's language (issue 29, message-texts.hi.ts): a template keeps its parameters'
 * order in every language, its text places them where the language puts them.
 */
export const messageParams = {
  otp: ['code'],
  booked: ['order', 'date', 'slot', 'link'],
  // Issue 28: no code in 'accepted'; the card shows it with the weights, once the dealer has weighed.
  accepted: ['order', 'date', 'slot', 'link'],
  cancelled_by_dealer: ['order', 'link'],
  reminder: ['order', 'date', 'slot', 'link'],
  completed: ['order', 'amount', 'link'],
  new_pickup: ['order', 'date', 'slot', 'pincode', 'items', 'link'],
  cancelled_by_customer: ['order', 'link'],
  inquiry: ['item', 'quantity', 'name', 'link'],
  document_decision: ['decision', 'link'],
  area_decision: ['pincode', 'decision', 'link'],
  // Issue 28: pickups that do not silently fail.
  pickup_unanswered: ['order', 'link'],
  reschedule_request: ['order', 'date', 'slot', 'reason', 'link'],
  reschedule_decision: ['order', 'decision', 'link'],
  no_show_reported: ['order', 'outcome', 'link'],
  reschedule_reply: ['order', 'decision', 'link'],
  // Issue 28: the dispute window.
  dispute_opened: ['order', 'reason', 'link'],
  dispute_decided: ['order', 'outcome', 'link'],
  dispute_closed: ['order', 'outcome', 'link'],
  // Issue 28: the dealer's commission paid by UPI.
  commission_decision: ['statement', 'decision', 'link'],
} as const satisfies Record<MessageKind, readonly string[]>;

/** Each kind's text, its parameters as {name}. */
export const messageTexts = defineTexts('contract/phone/message-texts', 'messageTexts', {
  otp: `{code} is your ${siteName} code. It expires in 10 minutes. Do not share it with anyone.`,
  booked: 'Pickup {order} is booked for {date}, {slot}. We will tell you when the dealer accepts. {link}',
  accepted: 'Pickup {order} is accepted for {date}, {slot}. Your pickup code appears on your pickup card once the dealer has weighed your items. {link}',
  cancelled_by_dealer: 'Pickup {order} was cancelled by the dealer. {link}',
  reminder: 'Reminder: pickup {order} is tomorrow, {date}, {slot}. Keep your pickup code ready. {link}',
  completed: 'Pickup {order} is completed. Paid Rs {amount}. Your receipt: {link}',
  new_pickup: 'New pickup request {order}: {date}, {slot}, pincode {pincode}. Items: {items}. Accept or cancel: {link}',
  cancelled_by_customer: 'Pickup {order} was cancelled by the customer. {link}',
  inquiry: 'New inquiry: {item}, {quantity} kg, from {name}. {link}',
  document_decision: 'Your documents were {decision}. {link}',
  area_decision: 'Your request to serve pincode {pincode} was {decision}. {link}',
  pickup_unanswered: 'Pickup {order} has not been answered by the dealer yet. You can book the same items with another dealer: {link}',
  reschedule_request: 'The dealer asks to move pickup {order} to {date}, {slot}: {reason}. Accept or decline: {link}',
  reschedule_decision: 'The dealer {decision} the new date for pickup {order}. {link}',
  no_show_reported: 'The customer reports nobody came for pickup {order} and {outcome}. {link}',
  reschedule_reply: 'The customer {decision} the new date for pickup {order}. {link}',
  dispute_opened: 'The customer reported pickup {order}: {reason}. Answer within the dispute: {link}',
  dispute_decided: 'The report on pickup {order} was decided: {outcome}. {link}',
  dispute_closed: 'Your report on pickup {order} was decided: {outcome}. {link}',
  commission_decision: 'Your commission payment for statement {statement} was {decision}. {link}',
} satisfies Record<MessageKind, string>);

type Templates = { readonly [K in MessageKind]: { readonly params: (typeof messageParams)[K]; readonly text: string } };

/** Each kind's parameters and its text in the language of the moment. */
export const messageTemplates = Object.fromEntries(
  messageKinds.map((kind) => [
    kind,
    {
      params: messageParams[kind],
      get text() {
        return messageTexts[kind];
      },
    },
  ]),
) as Templates;

export type MessageParams<K extends MessageKind> = Record<(typeof messageParams)[K][number], string>;

/** A message's text and its template parameters in order. */
/** The longest a template variable may be (DLT templates' usual cap), links aside. */
export const paramMaxLength = 30;

export function renderMessage<K extends MessageKind>(kind: K, values: MessageParams<K>): { text: string; params: string[] } {
  const template = messageTemplates[kind];
  // What people typed (an inquiry's item and name) can be long; an SMS template's variable holds
  // about 30 characters with most operators, so each value but a link is cut to fit.
  const named = Object.fromEntries(
    Object.entries(values as Record<string, string>).map(([name, value]) => [
      name,
      name === 'link' || value.length <= paramMaxLength ? value : `${value.slice(0, paramMaxLength - 1)}…`,
    ]),
  );
  const params = template.params.map((name) => named[name] ?? '');
  const text = template.text.replace(/\{(\w+)\}/g, (_, name: string) => named[name] ?? '');
  return { text, params };
}

/** The words some parameters are made of (the template holds the rest of the message). */
export const messageValueTexts = defineTexts('contract/phone/message-texts', 'messageValueTexts', {
  /** One item of a pickup: 'Paper 10 kg'. */
  itemQuantity: (name: string, kg: string) => `${name} ${kg} kg`,
  /** After the items that fit: '+2 more'. */
  moreItems: (count: number) => `+${count} more`,
  documentsVerified: 'verified',
  documentsRejected: 'not accepted',
  areaApproved: 'approved',
  areaRejected: 'not approved',
  /** Issue 28: what a dispute was about, and how it ended. */
  disputeReasons: { wrong_weight: 'wrong weight', wrong_price: 'wrong price', incomplete_pickup: 'incomplete pickup', bad_conduct: 'bad conduct' },
  disputeUpheld: (amount: string) => `upheld: Rs ${amount} added`,
  disputeRejected: 'rejected',
  noShowCancelled: 'cancelled it',
  noShowRescheduled: (date: string, slot: string) => `asks for ${date}, ${slot}`,
  rescheduleAccepted: 'accepted',
  rescheduleDeclined: 'declined',
  commissionVerified: 'verified',
  commissionRejected: 'not accepted: please see the reason and pay again',
});
