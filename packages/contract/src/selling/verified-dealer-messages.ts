/** Issue 28, only checked dealers are bookable: the API's texts (ours). */
export const verifiedDealerMessages = {
  /** A booking (a pickup request from the marketplace page) with a dealer not yet bookable. */
  notBookable: 'This dealer is not yet verified, so pickups cannot be booked with them yet.',
} as const;
