import { receiptLabels } from '@kt/contract/orders/receipt-labels';
import { defineTexts } from '@kt/contract/i18n/catalogue';

/** The words of the receipt page; one place, so a second language is one more object. The labels the PDF shares are the contract's. */
export const receiptTexts = defineTexts('web/features/receipts/texts', 'receiptTexts', {
  ...receiptLabels,
  title: (orderNumber: string) => `Receipt for order ${orderNumber}`,
  loading: 'Loading the receipt',
  itemsLabel: 'Items weighed at the door',
  rate: 'Rate',
  /** The unit a price is per, as the server names it ('kg'), in words: the server's value stays as it is. */
  units: { kg: 'kg' } as Readonly<Record<string, string>>,
  amount: 'Amount',
  methods: receiptLabels.methods as Record<string, string>,
  print: 'Print',
  downloadPdf: 'Download PDF',
  downloading: 'Downloading…',
  downloadFailed: 'The PDF could not be downloaded. Please try again.',
  notFound: 'No such receipt: this order is not one of yours.',
  notCompleted: 'The receipt is ready once the pickup is completed.',
  footer: 'Amounts at the agreed rates: each weight × rate, rounded to the paisa.',
} as const);

/** A unit from the server ('kg') as the page's language writes it; an unknown one as it came. */
export function unitName(unit: string): string {
  return receiptTexts.units[unit] ?? unit;
}
