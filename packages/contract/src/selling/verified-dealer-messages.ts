import { defineTexts } from '../i18n/catalogue.ts';
/** Issue 28, only checked dealers are bookable: the API's texts (ours). */
export const verifiedDealerMessages = defineTexts('contract/selling/verified-dealer-messages', 'verifiedDealerMessages', {
  /** A booking (a pickup request from the marketplace page) with a dealer not yet bookable. */
  notBookable: 'This dealer is not yet verified, so pickups cannot be booked with them yet.',
} as const);
