import { defineTexts } from '@kt/contract/i18n/catalogue';
import { formatPickupDate } from '@kt/contract/orders/pickup-dates';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { noticeEmail } from '../../platform/mail/notice-email.ts';

export type OrderFacts = {
  orderNumber: string;
  pickupDate: string;
  pickupTime: string;
  totalAmount: string;
  pincode: string;
  items: readonly { subcategoryName: string; quantity: string; unitPrice: string }[];
};

/** The order mails' words (issue 29: order-emails.hi.ts), in the recipient account's language. */
export const orderEmailTexts = defineTexts('server/features/orders/order-emails', 'orderEmailTexts', {
  rupees: (amount: string) => `Rs ${amount}`,
  itemLine: (name: string, quantity: string, unitPrice: string) => `${name}: ${quantity} kg at ${unitPrice}/kg`,
  greeting: (name: string) => `Hello ${name},`,
  openPickups: 'Open pickups',
  rows: { order: 'Order', pickup: 'Pickup', customer: 'Customer', phone: 'Phone', address: 'Address', items: 'Items', total: 'Total', status: 'Status', pickupCode: 'Pickup code' },
  newOrder: {
    subject: (order: string) => `New pickup request ${order}`,
    intro: 'A customer has booked a pickup with you. Please accept or cancel it from your pickups page.',
  },
  statusChanged: {
    subject: (order: string, status: string) => `Pickup ${order}: ${status}`,
    intro: (changedBy: string, order: string, status: string) => `${changedBy} changed pickup ${order} to '${status}'.`,
    codeNote: ' At the door the dealer weighs your items; your pickup card then shows the weights, the total and your pickup code. Give the code only if you agree.',
    byCustomer: (name: string) => `The customer ${name}`,
    byDealer: (name: string) => `The dealer ${name}`,
  },
  newCode: {
    subject: (order: string) => `Pickup ${order}: your new pickup code`,
    intro: (order: string, code: string) => `Your new pickup code for ${order} is ${code}. Give it to the dealer at the door; the old code no longer works.`,
  },
  reminder: {
    subject: (order: string) => `Pickup ${order} is tomorrow`,
    intro: (order: string) => `A reminder: the dealer comes for pickup ${order} tomorrow. Keep your scrap and your pickup code ready.`,
  },
  booked: {
    subject: (order: string) => `Pickup ${order} booked`,
    intro: (order: string) => `Your pickup ${order} is booked. We will tell you when the dealer accepts it.`,
  },
});
const t = orderEmailTexts;

const rupees = (amount: string) => t.rupees(amount);
const itemLines = (order: OrderFacts) =>
  order.items.map((item) => t.itemLine(item.subcategoryName, item.quantity, rupees(item.unitPrice))).join('\n');

export function newOrderEmail(
  to: { email: string; name: string },
  order: OrderFacts,
  customer: { name: string; phone: string; address: string },
  link: string,
): MailMessage {
  return noticeEmail({
    to: to.email,
    subject: t.newOrder.subject(order.orderNumber),
    greeting: t.greeting(to.name),
    intro: t.newOrder.intro,
    rows: [
      [t.rows.order, order.orderNumber],
      [t.rows.pickup, `${formatPickupDate(order.pickupDate)}, ${order.pickupTime}`],
      [t.rows.customer, customer.name],
      [t.rows.phone, customer.phone],
      [t.rows.address, `${customer.address} (${order.pincode})`],
      [t.rows.items, itemLines(order)],
      [t.rows.total, rupees(order.totalAmount)],
    ],
    action: { label: t.openPickups, link },
  });
}

/** With `accepted` (an order just accepted, to its customer), where the pickup code will appear (issue 28: not in the mail). */
export function statusChangedEmail(
  to: { email: string; name: string },
  order: OrderFacts,
  status: string,
  changedBy: string,
  link: string,
  accepted = false,
): MailMessage {
  const codeNote = accepted ? t.statusChanged.codeNote : '';
  return noticeEmail({
    to: to.email,
    subject: t.statusChanged.subject(order.orderNumber, status),
    greeting: t.greeting(to.name),
    intro: `${t.statusChanged.intro(changedBy, order.orderNumber, status)}${codeNote}`,
    rows: [
      [t.rows.order, order.orderNumber],
      [t.rows.status, status],
      [t.rows.pickup, `${formatPickupDate(order.pickupDate)}, ${order.pickupTime}`],
      [t.rows.items, itemLines(order)],
      [t.rows.total, rupees(order.totalAmount)],
    ],
    action: { label: t.openPickups, link },
  });
}

/** A new pickup code the customer asked for (issue 16): the old one no longer works. */
export function newPickupCodeEmail(to: { email: string; name: string }, orderNumber: string, pickupCode: string, link: string): MailMessage {
  return noticeEmail({
    to: to.email,
    subject: t.newCode.subject(orderNumber),
    greeting: t.greeting(to.name),
    intro: t.newCode.intro(orderNumber, pickupCode),
    rows: [
      [t.rows.order, orderNumber],
      [t.rows.pickupCode, pickupCode],
    ],
    action: { label: t.openPickups, link },
  });
}

/** The evening before an accepted pickup (issue 27), for whoever gets their messages by e-mail. */
export function pickupReminderEmail(
  to: { email: string; name: string },
  order: { orderNumber: string; pickupDate: string; pickupTime: string },
  link: string,
): MailMessage {
  return noticeEmail({
    to: to.email,
    subject: t.reminder.subject(order.orderNumber),
    greeting: t.greeting(to.name),
    intro: t.reminder.intro(order.orderNumber),
    rows: [
      [t.rows.order, order.orderNumber],
      [t.rows.pickup, `${formatPickupDate(order.pickupDate)}, ${order.pickupTime}`],
    ],
    action: { label: t.openPickups, link },
  });
}

/** The customer's booking (issue 27): what they booked, before the dealer answers. */
export function bookedEmail(to: { email: string; name: string }, order: OrderFacts, link: string): MailMessage {
  return noticeEmail({
    to: to.email,
    subject: t.booked.subject(order.orderNumber),
    greeting: t.greeting(to.name),
    intro: t.booked.intro(order.orderNumber),
    rows: [
      [t.rows.order, order.orderNumber],
      [t.rows.pickup, `${formatPickupDate(order.pickupDate)}, ${order.pickupTime}`],
      [t.rows.items, itemLines(order)],
      [t.rows.total, rupees(order.totalAmount)],
    ],
    action: { label: t.openPickups, link },
  });
}
