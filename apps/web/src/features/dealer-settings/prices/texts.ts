import { limits } from '@kt/contract/limits';
import { defineTexts } from '@kt/contract/i18n/catalogue';

/**
 * Labels of the dealer's price pages that the spec does not word (its own texts come from the
 * contract's messages), kept together so they can move to the Hindi catalogue.
 */
export const priceTexts = defineTexts('web/features/dealer-settings/prices/texts', 'priceTexts', {
  chooseCategoryLead: 'Choose a category to set what you pay for its scrap items, in Rs per kg.',
  /** The spec's link name (2.7). */
  priceListLink: 'Price List',
  changeCategory: 'Change category',
  categoryHeading: (name: string) => `Category: ${name}`,
  noCategoryChosen: 'Choose a category first, then set the prices of its items.',
  chooseCategory: 'Choose a category',
  noSubcategories: 'This category has no scrap items yet.',
  loadingItems: 'Loading the scrap items',
  noPriceYet: 'No price set yet',
  yourPrices: 'Your prices',
  setPrice: 'Set price',
  remove: 'Remove',
  removeLabel: (item: string, pincode: string) => `Remove the price of ${item} in ${pincode}`,
  /** Starts with the button's visible words, so a voice user saying them reaches it (WCAG 2.5.3). */
  setPriceLabel: (item: string) => `Set price of ${item}`,
  formTitle: (item: string) => `Price of ${item}`,
  pincodeLabel: 'Pincode',
  pincodePlaceholder: 'Choose a pincode',
  priceLabel: 'Price (Rs per kg)',
  priceHint: 'Above 0, at most two decimals, e.g. 14.50',
  commissionLabel: `I accept the commission of ${limits.commissionPercentPerKg}% per kg`,
  /** Issue 28: dealers see the commission on their price pages (sellers see only the rate). */
  commissionNote: `Platform commission: ${limits.commissionPercentPerKg}% of what you pay for each kg, owed monthly. Sellers see only your rate.`,
  loadingAreas: 'Loading your areas…',
  noAreas: 'You do not serve any pincode yet. Add the area you buy scrap in first.',
  addArea: 'Add Area Pincode',
  save: 'Save',
  cancel: 'Cancel',
  priceListEmpty: 'You have not set any prices yet.',
  setYourPrices: 'Set your prices',
  loadingPrices: 'Loading your prices',
  columnCategory: 'Category',
  columnItem: 'Item',
  columnPrice: 'Rs per kg',
  pincodeHeading: (pincode: string) => `Pincode ${pincode}`,
  /** The unit a price is for when the item names none. */
  unitKg: 'kg',
  /** The spec's page titles (2.7). */
  pageTitles: {
    editPrice: 'Edit Price',
    priceList: 'Price List',
  },
} as const);
