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

const rupees = (amount: string) => `Rs ${amount}`;
const itemLines = (order: OrderFacts) =>
  order.items.map((item) => `${item.subcategoryName}: ${item.quantity} kg at ${rupees(item.unitPrice)}/kg`).join('\n');

export function newOrderEmail(
  to: { email: string; name: string },
  order: OrderFacts,
  customer: { name: string; phone: string; address: string },
  link: string,
): MailMessage {
  return noticeEmail({
    to: to.email,
    subject: `New pickup request ${order.orderNumber}`,
    greeting: `Hello ${to.name},`,
    intro: 'A customer has booked a pickup with you. Please accept or cancel it from your pickups page.',
    rows: [
      ['Order', order.orderNumber],
      ['Pickup', `${formatPickupDate(order.pickupDate)}, ${order.pickupTime}`],
      ['Customer', customer.name],
      ['Phone', customer.phone],
      ['Address', `${customer.address} (${order.pincode})`],
      ['Items', itemLines(order)],
      ['Total', rupees(order.totalAmount)],
    ],
    action: { label: 'Open pickups', link },
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
  const codeNote = accepted
    ? ' At the door the dealer weighs your items; your pickup card then shows the weights, the total and your pickup code. Give the code only if you agree.'
    : '';
  return noticeEmail({
    to: to.email,
    subject: `Pickup ${order.orderNumber}: ${status}`,
    greeting: `Hello ${to.name},`,
    intro: `${changedBy} changed pickup ${order.orderNumber} to '${status}'.${codeNote}`,
    rows: [
      ['Order', order.orderNumber],
      ['Status', status],
      ['Pickup', `${formatPickupDate(order.pickupDate)}, ${order.pickupTime}`],
      ['Items', itemLines(order)],
      ['Total', rupees(order.totalAmount)],
    ],
    action: { label: 'Open pickups', link },
  });
}

/** A new pickup code the customer asked for (issue 16): the old one no longer works. */
export function newPickupCodeEmail(to: { email: string; name: string }, orderNumber: string, pickupCode: string, link: string): MailMessage {
  return noticeEmail({
    to: to.email,
    subject: `Pickup ${orderNumber}: your new pickup code`,
    greeting: `Hello ${to.name},`,
    intro: `Your new pickup code for ${orderNumber} is ${pickupCode}. Give it to the dealer at the door; the old code no longer works.`,
    rows: [
      ['Order', orderNumber],
      ['Pickup code', pickupCode],
    ],
    action: { label: 'Open pickups', link },
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
    subject: `Pickup ${order.orderNumber} is tomorrow`,
    greeting: `Hello ${to.name},`,
    intro: `A reminder: the dealer comes for pickup ${order.orderNumber} tomorrow. Keep your scrap and your pickup code ready.`,
    rows: [
      ['Order', order.orderNumber],
      ['Pickup', `${formatPickupDate(order.pickupDate)}, ${order.pickupTime}`],
    ],
    action: { label: 'Open pickups', link },
  });
}

/** The customer's booking (issue 27): what they booked, before the dealer answers. */
export function bookedEmail(to: { email: string; name: string }, order: OrderFacts, link: string): MailMessage {
  return noticeEmail({
    to: to.email,
    subject: `Pickup ${order.orderNumber} booked`,
    greeting: `Hello ${to.name},`,
    intro: `Your pickup ${order.orderNumber} is booked. We will tell you when the dealer accepts it.`,
    rows: [
      ['Order', order.orderNumber],
      ['Pickup', `${formatPickupDate(order.pickupDate)}, ${order.pickupTime}`],
      ['Items', itemLines(order)],
      ['Total', rupees(order.totalAmount)],
    ],
    action: { label: 'Open pickups', link },
  });
}
