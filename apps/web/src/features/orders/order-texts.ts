import { defineTexts } from '@kt/contract/i18n/catalogue';
import type { OrderStatus } from '@kt/contract/orders/order-statuses';
/**
 * Words of the order lists that page through the server's pages; one place, so a second
 * language is one more object. (The rest of the order screens still word their labels inline.)
 */
export const orderListTexts = defineTexts('web/features/orders/order-texts', 'orderListTexts', {
  showMore: 'Show more pickups',
  loadingMore: 'Loading more pickups…',
} as const);

/** Issue 16: the link from a Completed order's card to its receipt. */
export const orderReceiptTexts = defineTexts('web/features/orders/order-texts', 'orderReceiptTexts', {
  link: 'Receipt',
  linkLabel: (orderNumber: string) => `Receipt of order ${orderNumber}`,
} as const);

/** Issue 28: the link from a Completed order's card to its problem report (to send one, answer one or read the outcome). */
export const orderDisputeTexts = defineTexts('web/features/orders/order-texts', 'orderDisputeTexts', {
  link: 'Report a problem',
  linkLabel: (orderNumber: string) => `Report a problem with order ${orderNumber}, or see the report`,
  /** The dealer's side: the customer's report, if any, to read and answer. */
  dealerLink: 'Problem report',
  dealerLinkLabel: (orderNumber: string) => `Problem report of order ${orderNumber}`,
} as const);

/**
 * Issue 29: the words of the pickup cards and lists (customer and dealer), the cancel dialog and
 * the dealer's dashboard tiles, moved here from the components (in English as they were).
 */
export const orderTexts = defineTexts('web/features/orders/order-texts', 'orderTexts', {
  /** An order's status (spec 4) as people read it: the contract's value stays English. */
  statuses: {
    New: 'New',
    Accepted: 'Accepted',
    'Cancelled by Dealer': 'Cancelled by Dealer',
    'Cancelled by Customer': 'Cancelled by Customer',
    Completed: 'Completed',
  } as Readonly<Record<OrderStatus, string>>,
  /** The unit a price is per, as the server names it ('kg'), in words: the server's value stays as it is. */
  units: { kg: 'kg' } as Readonly<Record<string, string>>,
  cardTitle: (orderNumber: string) => `Order ${orderNumber}`,
  pickup: 'Pickup',
  placedOn: 'Placed on',
  itemsLabel: (orderNumber: string) => `Items of order ${orderNumber}`,
  totalItems: (count: number) => `Total, ${count} ${count === 1 ? 'item' : 'items'}`,
  /** What a screen reader hears on an order's button: 'Accept order KT-1001'. */
  buttonLabel: (label: string, orderNumber: string) => `${label} order ${orderNumber}`,
  loadingList: 'Loading your pickups',
  listLabel: 'Your pickups',
  dealer: 'Dealer',
  customer: 'Customer',
  phone: 'Phone',
  address: 'Address',
  accept: 'Accept',
  accepting: 'Accepting…',
  cancel: 'Cancel',
  cancelling: 'Cancelling…',
  customerEmpty: {
    title: 'No pickups yet',
    text: 'Book a doorstep pickup and your orders will show here.',
    action: 'Sell your scrap',
  },
  dealerEmpty: {
    title: 'No pickups yet',
    text: 'Pickup requests from customers in your areas will show here.',
    action: 'Complete your profile',
  },
  customerCancelText: (orderNumber: string, date: string, slot: string, dealerName: string) =>
    `Order ${orderNumber}: pickup on ${date}, ${slot}, by ${dealerName}. This cannot be undone.`,
  dealerCancelText: (orderNumber: string, customerName: string, date: string, slot: string) =>
    `Order ${orderNumber} of ${customerName}: pickup on ${date}, ${slot}. This cannot be undone.`,
  cancelDialog: {
    title: 'Cancel this pickup?',
    keep: 'Keep it',
    confirm: 'Yes, cancel',
    busy: 'Cancelling…',
  },
  filterLabel: 'Show pickups',
  filters: { all: 'All', new: 'New', accepted: 'Accepted', completed: 'Completed', cancelled: 'Cancelled' },
  filterOption: (label: string, count: number) => `${label} (${count})`,
  noneWithStatus: 'No pickups with this status.',
  /** The tiles of spec 2.7, in its words. */
  dashboard: {
    tiles: {
      total_pickup: 'Total Pickup',
      total_category: 'Total Category',
      total_successful: 'Total Successful',
      total_cancel: 'Total Cancel',
      total_today_pickup: 'Total Today Pickup',
    },
    loading: 'Loading your numbers',
    seePickups: 'See your pickups',
  },
} as const);

/** A unit from the server ('kg') as the page's language writes it; an unknown one as it came. */
export function unitName(unit: string): string {
  return orderTexts.units[unit] ?? unit;
}
