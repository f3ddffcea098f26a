import { messageValueTexts as t } from '@kt/contract/phone/message-texts';
import { formatPickupDate } from '@kt/contract/orders/pickup-dates';
import type { UserNotice } from '../../platform/messages/notify.ts';

/** What an order's SMS and WhatsApp messages say about it. */
export type PickupFacts = {
  orderNumber: string;
  pickupDate: string;
  pickupTime: string;
  pincode: string;
  items?: readonly { subcategoryName: string; quantity: string }[];
};

/**
 * A template parameter's length on a DLT-registered SMS template is capped (30 characters a
 * variable with most operators): the items are named while they fit, the rest counted.
 */
const itemsMaxLength = 30;

/** A weight as people write it: '10.00' → '10', '2.50' → '2.5'. */
function kilograms(quantity: string): string {
  return quantity.includes('.') ? quantity.replace(/\.?0+$/, '') : quantity;
}

/** 'Paper 10 kg, Iron 5 kg', or 'Paper 10 kg +2 more' where the whole list would not fit. */
export function itemsSummary(items: readonly { subcategoryName: string; quantity: string }[], maxLength = itemsMaxLength): string {
  const named = items.map((item) => t.itemQuantity(item.subcategoryName, kilograms(item.quantity)));
  for (let shown = named.length; shown > 1; shown--) {
    const more = named.length - shown;
    const text = named.slice(0, shown).join(', ') + (more > 0 ? ` ${t.moreItems(more)}` : '');
    if (text.length <= maxLength) return text;
  }
  return named.length > 1 ? `${named[0]} ${t.moreItems(named.length - 1)}` : (named[0] ?? '');
}

/**
 * The order events of issue 27 as notices for notifyUser, each naming its order and linking to
 * the page where its reader acts on it. The values are written when the message is, in the
 * reader's language (issue 29: dates, the items' words).
 */
export function orderNotices(publicUrl: string) {
  const dealerLink = `${publicUrl}/dealer/pickup`;
  const customerLink = `${publicUrl}/sell/user/pickup`;
  const when = (order: PickupFacts) => ({ order: order.orderNumber, date: formatPickupDate(order.pickupDate), slot: order.pickupTime });
  const about = (order: { orderNumber: string }) => ({ orderNumber: order.orderNumber });

  return {
    newPickup: (dealerId: number, order: PickupFacts): UserNotice<'new_pickup'> => ({
      userId: dealerId,
      kind: 'new_pickup',
      values: () => ({ ...when(order), pincode: order.pincode, items: itemsSummary(order.items ?? []), link: dealerLink }),
      ...about(order),
    }),
    booked: (customerId: number, order: PickupFacts): UserNotice<'booked'> => ({
      userId: customerId,
      kind: 'booked',
      values: () => ({ ...when(order), link: customerLink }),
      ...about(order),
    }),
    // Issue 28: the code is not sent; the pickup card shows it with the weights it agrees to.
    accepted: (customerId: number, order: PickupFacts): UserNotice<'accepted'> => ({
      userId: customerId,
      kind: 'accepted',
      values: () => ({ ...when(order), link: customerLink }),
      ...about(order),
    }),
    reminder: (customerId: number, order: PickupFacts): UserNotice<'reminder'> => ({
      userId: customerId,
      kind: 'reminder',
      values: () => ({ ...when(order), link: customerLink }),
      ...about(order),
    }),
    cancelledByDealer: (customerId: number, order: { orderNumber: string }): UserNotice<'cancelled_by_dealer'> => ({
      userId: customerId,
      kind: 'cancelled_by_dealer',
      values: () => ({ order: order.orderNumber, link: customerLink }),
      ...about(order),
    }),
    cancelledByCustomer: (dealerId: number, order: { orderNumber: string }): UserNotice<'cancelled_by_customer'> => ({
      userId: dealerId,
      kind: 'cancelled_by_customer',
      values: () => ({ order: order.orderNumber, link: dealerLink }),
      ...about(order),
    }),
  };
}
export type OrderNotices = ReturnType<typeof orderNotices>;
