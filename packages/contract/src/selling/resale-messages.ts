import { defineTexts } from '../i18n/catalogue.ts';
/**
 * Issue 28 (spec 1, who buys from whom): a Kabadi or Collector dealer sells what they collected
 * on to Recyclers through the same checkout. The server's refusals; ours.
 */
export const resaleMessages = defineTexts('contract/selling/resale-messages', 'resaleMessages', {
  /** A dealer of a type that does not sell on (a Recycler) tries the checkout. */
  recyclerCannotSell: 'Only kabadiwalas and collectors sell on to recyclers. A recycler cannot sell here.',
  /** A dealer seller adds a price of a dealer that does not buy from them (spec 1: a Recycler buys from kabadiwalas and collectors). */
  onlyToRecyclers: 'Dealers sell on to recyclers only: this price is for houses, shops and institutions.',
  /** A dealer adds a price of their own. */
  notToYourself: 'You cannot sell to yourself.',
  /** A dealer sells from a pincode that is not one of their own areas. */
  notYourArea: 'Sell from one of your own area pincodes. Add the pincode in Settings first.',
} as const);
