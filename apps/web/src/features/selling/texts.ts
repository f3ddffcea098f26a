import { defineTexts } from '@kt/contract/i18n/catalogue';
/**
 * Words of the selling forms that the spec leaves open (ours; its own texts come from the
 * contract's messages), kept together so they can move to the Hindi catalogue.
 */
export const sellingFormTexts = defineTexts('web/features/selling/texts', 'sellingFormTexts', {
  // The change-pincode modal
  pincodeTitle: 'Change area pincode',
  pincodeLabel: 'Area pincode',
  pincodePlaceholder: 'e.g. 282001',
  cancel: 'Cancel',
  savePincode: 'Save pincode',

  /** Issue 28: a verified dealer's badge, with the date an admin verified their documents. */
  verifiedOn: (date: string) => `Verified ${date}`,
  verifiedNoDate: 'Verified',

  /** The first tab of the category filter (the others are the server's categories, issue 28). */
  allCategories: 'All',

  // A price card
  quantityIn: (unit: string) => `Quantity (${unit})`,
  /** Issue 28: the seller's price card shows the rate they are paid, not the dealer's GST and commission. */
  rateNote: 'The dealer pays you this rate at the door; no fee is taken from you.',
  addToCart: 'Add to cart',

  // The inquiry modal
  inquiryTitle: (dealerName: string) => `Sell to ${dealerName}`,
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  item: 'Item',
  itemPlaceholder: 'e.g. Newspaper',
  quantityKg: 'Quantity (kg)',
  description: 'Description',
  picture: 'Picture of the item',
  sendInquiry: 'Send inquiry',
} as const);
