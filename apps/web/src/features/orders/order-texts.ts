import { defineTexts } from '@kt/contract/i18n/catalogue';
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
