import { defineTexts } from '@kt/contract/i18n/catalogue';
import { dealerInquiryTiming } from '@kt/contract/limits';
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

/** Words of the selling page, its top bar and its dealer cards (spec 2.3; ours where the spec is silent). */
export const sellPageTexts = defineTexts('web/features/selling/texts', 'sellPageTexts', {
  heading: 'Sell your scrap',
  searchLabel: 'Search scrap items',
  changePincode: 'Change pincode',
  chooseAreaPincode: 'Choose area pincode',
  category: 'Category',
  pricesNearYou: 'Prices near you',
  loadingPrices: 'Loading prices',
  dealersNearYou: 'Dealers near you',
  loadingDealers: 'Loading dealers',
  noDealers: 'No dealer takes inquiries here yet.',
  /** Before the area: 'Your area: Agra, Uttar Pradesh – 282001'. */
  yourArea: 'Your area:',
  changeAreaPincode: 'change area pincode',
  noPricesYet: 'No dealer has set prices here yet. You can still ask a dealer below.',
  noSearchMatch: 'No scrap item matches your search.',
  noCategoryPrices: (category: string) => `No ${category} prices here yet.`,
  // The top bar (spec 2.3)
  welcome: (username: string) => `Welcome ${username}`,
  welcomeGuest: 'Welcome As Guest',
  welcomeAlone: 'Welcome',
  toolsLabel: 'Selling tools',
  accountLinks: 'Your account',
  profile: 'Profile',
  cart: 'Cart',
  /** The cart link's name: 'Cart 3 items'. */
  cartLabel: (count: string, isOne: boolean) => `Cart ${count} ${isOne ? 'item' : 'items'}`,
  /** Before the pincode: 'Pincode: 282001'. */
  pincode: 'Pincode:',
  notChosen: 'not chosen',
  // A dealer card
  phone: 'Phone',
  buys: 'Buys',
  timing: 'Timing',
  timingValue: dealerInquiryTiming,
  quantity: 'Quantity',
  minimum: (kg: string) => `Minimum: ${kg} kg`,
  maximum: (kg: string) => `Maximum: ${kg} kg`,
  sell: 'Sell',
} as const);
