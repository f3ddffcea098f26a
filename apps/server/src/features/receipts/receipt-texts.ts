import { defineTexts } from '@kt/contract/i18n/catalogue';
import { numberFormat } from '@kt/contract/i18n/formats';
import { receiptLabels } from '@kt/contract/orders/receipt-labels';

/** The words of the receipt PDF and the receipt e-mail (one place, so a second language is one more object); the labels the page shares are the contract's. */
export const receiptTexts = defineTexts('server/features/receipts/receipt-texts', 'receiptTexts', {
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
  /** Issue 29: an amount (already written as the reader's locale writes it) with the currency. */
  money: (amount: string) => `Rs ${amount}`,
  /** Issue 29: the unit a price is per, as the server names it ('kg'), in words. */
  units: { kg: 'kg' } as Readonly<Record<string, string>>,
} as const);

/** Rupees to the paisa as the reader's locale writes them, without the sign: '31.42', '1,25,000.00'. Takes the receipt's decimal strings. */
export function receiptAmount(amount: string): string {
  const value = Number(amount);
  return Number.isFinite(value) ? numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value) : amount;
}

/** An amount with the currency: 'Rs 57.29' in English, '₹57.29' in Hindi. */
export function receiptMoney(amount: string): string {
  return receiptTexts.money(receiptAmount(amount));
}

/** A unit from the server ('kg') in the reader's language; an unknown one as it came. */
export function receiptUnit(unit: string): string {
  return receiptTexts.units[unit] ?? unit;
}

/** The receipt's seller in the reader's language: 'Asha Sharma (KTC000007)', 'Ramesh Kabadiwala (KTD000003), Kabadiwala'. */
export function receiptSellerLine(seller: { name: string; kt_id: string; account_type: string }): string {
  const dealerType = receiptTexts.sellerDealerTypes[seller.account_type];
  return `${seller.name} (${seller.kt_id})${dealerType ? `, ${dealerType}` : ''}`;
}
