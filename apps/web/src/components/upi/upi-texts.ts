import { defineTexts } from '@kt/contract/i18n/catalogue';
/** Words of the UPI payment panel (ours, English until the Hindi catalogue; issue 28). */
export const upiTexts = defineTexts('web/components/upi/upi-texts', 'upiTexts', {
  heading: 'Pay by UPI',
  amountLabel: 'Amount',
  payeeLabel: 'Pay to',
  referenceLabel: 'Reference',
  payButton: 'Pay with UPI app',
  payButtonHint: 'Opens a UPI app on this phone (BHIM, Google Pay, PhonePe, Paytm…) with the payee and the exact amount filled in.',
  qrHint: 'Or scan this code with any UPI app on another phone.',
  qrAlt: (amountText: string, payeeName: string) => `UPI QR code: pay ${amountText} to ${payeeName}`,
  qrLoading: 'Drawing the QR code…',
  qrFailed: 'The QR code could not be drawn here. Use the button above.',
} as const);
