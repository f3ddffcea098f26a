// Zod-free: the pages and the server read the same rules.

/** Issue 28: the dispute window and the sizes of what a dispute and a reply carry. */
export const disputeRules = {
  /** How long after completion the customer may report a pickup. */
  windowHours: 48,
  noteMaxLength: 1000,
  answerMaxLength: 1000,
  outcomeReasonMaxLength: 1000,
  replyMaxLength: 500,
  photoMaxBytes: 2 * 1024 * 1024,
  /** The largest adjustment an admin may order: Rs 1,00,000 in paise. */
  adjustmentMaxPaise: 10_000_000,
  /** The ratings a marketplace page lists (verified pickups first, then the newest). */
  reviewsShown: 10,
} as const;

export const disputeReasons = ['wrong_weight', 'wrong_price', 'incomplete_pickup', 'bad_conduct'] as const;
export type DisputeReason = (typeof disputeReasons)[number];
export const disputeStatuses = ['Open', 'Upheld', 'Rejected'] as const;
export type DisputeStatus = (typeof disputeStatuses)[number];
export const disputeOutcomes = ['upheld', 'rejected'] as const;
export type DisputeOutcome = (typeof disputeOutcomes)[number];

/** Until when a pickup completed at `completedAt` may be reported. */
export function disputeWindowEnd(completedAt: Date): Date {
  return new Date(completedAt.getTime() + disputeRules.windowHours * 60 * 60 * 1000);
}

/** Whether a pickup completed at `completedAt` may still be reported at `now`. */
export function isWithinDisputeWindow(completedAt: Date, now: Date = new Date()): boolean {
  return now.getTime() <= disputeWindowEnd(completedAt).getTime();
}
