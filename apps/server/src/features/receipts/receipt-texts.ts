import { receiptLabels } from '@kt/contract/orders/receipt-labels';

/** The words of the receipt PDF and the receipt e-mail (one place, so a second language is one more object); the labels the page shares are the contract's. */
export const receiptTexts = {
  ...receiptLabels,
  title: 'Pickup receipt',
  order: 'Order',
  rate: 'Rate (Rs)',
  amount: 'Amount (Rs)',
  footer: 'Amounts at the agreed rates, each weight × rate rounded to the paisa.',
  mailSubject: (orderNumber: string) => `Receipt for your pickup ${orderNumber}`,
  mailGreeting: (name: string) => `Hello ${name},`,
  mailIntro: (orderNumber: string) => `Your pickup ${orderNumber} is complete. Here is your receipt.`,
  mailAction: 'Open your receipt',
  mailItems: 'Items',
} as const;
