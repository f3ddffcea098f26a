import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';

/**
 * Every word of the pickup at the door (issue 16): the customer's code on their pickup card and
 * the dealer's completion screen. One place, so a second language is one more object.
 */
export const pickupCodeTexts = {
  heading: 'Pickup code',
  hint: 'Give this code to the dealer at the door',
  loading: 'Loading your pickup code…',
  loadFailed: 'Could not load your pickup code.',
  retry: 'Try again',
  locked: 'This code is locked: a wrong code was entered too many times. Issue a new code and give that one to the dealer.',
  issueNew: 'Issue a new code',
  issuing: 'Issuing…',
  issueFailed: 'Could not issue a new code. Try again.',
  issued: 'A new code is ready; the old one no longer works.',
} as const;

export const completeLinkTexts = {
  label: 'Complete pickup',
  /** What a screen reader hears: 'Complete pickup of order KT-1001'. */
  aria: (orderNumber: string) => `Complete pickup of order ${orderNumber}`,
} as const;

export const completionTexts = {
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
  upiReference: 'UPI reference',
  upiHint: 'The transaction reference shown in the UPI app (6 to 35 letters or digits).',
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
} as const;
