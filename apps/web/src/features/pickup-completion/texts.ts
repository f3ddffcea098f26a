import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { defineTexts } from '@kt/contract/i18n/catalogue';

/**
 * Every word of the pickup at the door (issue 16): the customer's code on their pickup card and
 * the dealer's completion screen. One place, so a second language is one more object.
 */
export const pickupCodeTexts = defineTexts('web/features/pickup-completion/texts', 'pickupCodeTexts', {
  heading: 'Pickup code',
  /** The code's region, as a screen reader names it: 'Pickup code, order KT-1001'. */
  regionLabel: (orderNumber: string) => `Pickup code, order ${orderNumber}`,
  loading: 'Loading your pickup code…',
  loadFailed: 'Could not load your pickup code.',
  retry: 'Try again',
  locked: 'This code is locked: a wrong code was entered too many times. Issue a new code and give that one to the dealer.',
  issueNew: 'Issue a new code',
  issuing: 'Issuing…',
  issueFailed: 'Could not issue a new code. Try again.',
  issued: 'A new code is ready; the old one no longer works.',
  // Issue 28: the weights before the code.
  waiting: 'The code appears here once the dealer has weighed your items. Check the weights first: giving the code agrees to them.',
  weightsHeading: 'Weights for you to check',
  item: 'Item',
  rate: 'Rate',
  weight: 'Weight',
  /** The unit a price is per, as the server names it ('kg'), in words: the server's value stays as it is. */
  units: { kg: 'kg' } as Readonly<Record<string, string>>,
  amount: 'Amount',
  total: 'Total you get',
  agreeHint: 'Give this code to the dealer only if you agree with these weights and the total.',
  changed: 'The dealer changed the weights: check them again. The old code no longer works.',
  scalePhoto: "Photo of the scale's reading",
} as const);

export const completeLinkTexts = defineTexts('web/features/pickup-completion/texts', 'completeLinkTexts', {
  label: 'Complete pickup',
  /** What a screen reader hears: 'Complete pickup of order KT-1001'. */
  aria: (orderNumber: string) => `Complete pickup of order ${orderNumber}`,
} as const);

export const completionTexts = defineTexts('web/features/pickup-completion/texts', 'completionTexts', {
  title: 'Complete Pickup',
  orderHeading: (orderNumber: string) => `Order ${orderNumber}`,
  loading: 'Loading the order…',
  notFound: 'This order is not among your pickups.',
  notAccepted: 'Only an accepted order can be completed at the door.',
  alreadyCompleted: 'This pickup is already completed.',
  customer: 'Customer',
  address: 'Address',
  codeLabel: `Customer's ${limits.pickupCodeDigits}-digit code`,
  codeHint: 'The customer sees it on their pickup card.',
  codeInvalid: `Enter the ${limits.pickupCodeDigits}-digit code`,
  itemsHeading: 'Weighed kg',
  // The English text, so en-IN on purpose (a catalogue is read once); the Hindi twin writes hi-IN.
  itemsHint: `Enter 0 for an item that was not there. At most ${limits.weighedKgMax.toLocaleString('en-IN')} kg each.`,
  rate: (rate: string, unit: string) => `Rs ${rate} per ${unit}`,
  weightLabel: (name: string, rate: string) => `${name}, ${rate}`,
  lineAmount: 'Amount',
  addedAtDoor: 'Added at the door',
  remove: 'Remove',
  removeAria: (name: string) => `Remove ${name}`,
  addHeading: 'Add an item',
  addLabel: 'Item from your prices for this pincode',
  addChoose: 'Choose an item',
  addButton: 'Add',
  addNone: 'No other items in your prices for this pincode.',
  addLimit: `An order takes at most ${limits.completionItemsMax} items.`,
  pricesFailed: 'Could not load your prices; items can be added once they load.',
  /** The contract's word for a weight left empty (ZWeighedKg). */
  weightRequired: messages.pickup.weightRequired,
  paymentHeading: 'Payment',
  cash: 'Cash',
  upi: 'UPI',
  paymentRequired: 'Choose how the customer was paid',
  upiReference: 'UTR (12 digits)',
  upiHint: 'The 12-digit UTR your UPI app shows after paying.',
  // Issue 28: the weights first, then the code.
  step1: 'Step 1: weigh and send the weights to the customer',
  step2: "Step 2: the customer's code and the payment",
  scalePhotoLabel: "Photo of the scale's reading (optional)",
  scalePhotoHint: 'JPEG, PNG or WebP, at most 2 MB. The customer and both receipts show it.',
  sendWeights: 'Send weights to the customer',
  sendingWeights: 'Sending…',
  weightsSent: 'Weights sent. The customer now sees them with the code.',
  proposedHeading: 'Weights the customer sees',
  proposedHint: 'Ask the customer for the code on their pickup card: giving it agrees to these weights.',
  changeWeights: 'Change the weights',
  changeWarning: 'Changing the weights gives the customer a new code: ask for the code again.',
  cancelChange: 'Keep these weights',
  codeLocked: 'The code is locked after wrong tries: the customer must issue a new code on their card.',
  upiToNumber: (mobile: string) => `The customer has saved no UPI ID: pay by UPI to their mobile number ${mobile} and enter the UTR.`,
  upiPayHeading: 'Pay the customer by UPI',
  total: 'Total',
  send: 'Complete pickup',
  sending: 'Sending…',
  notSent: 'Not sent: check your connection and send again',
  serverError: 'Not completed: something went wrong on our side. Send again.',
  fixFields: 'Check the fields marked below.',
  draftRestored: 'Restored what you entered earlier on this phone.',
  doneHeading: 'Pickup completed',
  doneTotal: 'Total paid',
  receipt: 'Open the receipt',
  backToPickups: 'Back to Pickups',
} as const);

/** A unit from the server ('kg') as the page's language writes it; an unknown one as it came. */
export function unitName(unit: string): string {
  return pickupCodeTexts.units[unit] ?? unit;
}
