import { siteName } from '../site.ts';
import type { MessageKind } from './message-kinds.ts';

/**
 * The SMS and WhatsApp texts (issue 27), one per kind, with the template's parameters in order:
 * the provider gets the parameters (its approved template holds the same words), the outbox and
 * the admin's list the text. Short, naming the order, with a link into the product.
 */
export const messageTemplates = {
  otp: { params: ['code'], text: `{code} is your ${siteName} code. It expires in 10 minutes. Do not share it with anyone.` },
  booked: { params: ['order', 'date', 'slot', 'link'], text: 'Pickup {order} is booked for {date}, {slot}. We will tell you when the dealer accepts. {link}' },
  accepted: {
    params: ['order', 'date', 'slot', 'code', 'link'],
    text: 'Pickup {order} is accepted for {date}, {slot}. Your pickup code is {code}: give it to the dealer at the door. {link}',
  },
  cancelled_by_dealer: { params: ['order', 'link'], text: 'Pickup {order} was cancelled by the dealer. {link}' },
  reminder: { params: ['order', 'date', 'slot', 'link'], text: 'Reminder: pickup {order} is tomorrow, {date}, {slot}. Keep your pickup code ready. {link}' },
  completed: { params: ['order', 'amount', 'link'], text: 'Pickup {order} is completed. Paid Rs {amount}. Your receipt: {link}' },
  new_pickup: {
    params: ['order', 'date', 'slot', 'pincode', 'items', 'link'],
    text: 'New pickup request {order}: {date}, {slot}, pincode {pincode}. Items: {items}. Accept or cancel: {link}',
  },
  cancelled_by_customer: { params: ['order', 'link'], text: 'Pickup {order} was cancelled by the customer. {link}' },
  inquiry: { params: ['item', 'quantity', 'name', 'link'], text: 'New inquiry: {item}, {quantity} kg, from {name}. {link}' },
  document_decision: { params: ['decision', 'link'], text: 'Your documents were {decision}. {link}' },
  area_decision: { params: ['pincode', 'decision', 'link'], text: 'Your request to serve pincode {pincode} was {decision}. {link}' },
} as const satisfies Record<MessageKind, { params: readonly string[]; text: string }>;

export type MessageParams<K extends MessageKind> = Record<(typeof messageTemplates)[K]['params'][number], string>;

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
export const messageValueTexts = {
  /** One item of a pickup: 'Paper 10 kg'. */
  itemQuantity: (name: string, kg: string) => `${name} ${kg} kg`,
  /** After the items that fit: '+2 more'. */
  moreItems: (count: number) => `+${count} more`,
  documentsVerified: 'verified',
  documentsRejected: 'not accepted',
  areaApproved: 'approved',
  areaRejected: 'not approved',
} as const;
