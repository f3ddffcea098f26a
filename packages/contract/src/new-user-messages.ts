import { limits } from './limits.ts';
import { defineTexts } from './i18n/catalogue.ts';

/**
 * Issue 28, the defects a new user met: the texts our web shows beside the spec's. Kept apart
 * from messages.ts, which every public page loads first.
 */
export const newUserMessages = defineTexts('contract/new-user-messages', 'newUserMessages', {
  /** Sign-in on the Dealer tab with a customer's e-mail (the answer's msg stays 'Account Does Not Exist.'). */
  customerAccountOnDealerTab: 'This e-mail belongs to a customer account. Choose the Customer tab to sign in.',
  /** Sign-in on the Customer tab with a dealer's e-mail. */
  dealerAccountOnCustomerTab: 'This e-mail belongs to a dealer account. Choose the Dealer tab to sign in.',
  /** A kg typed in the cart that the cart's rule (isValidQuantity) refuses. */
  cartQuantityInvalid: `Enter the kg as a number above 0, with at most two decimals, up to ${limits.maxItemQuantityKg.toLocaleString('en-IN')} kg.`,
} as const);
