import type { DisputeReason, DisputeStatus } from './dispute-rules.ts';

/** Issue 28: the words of a dispute's reason and status, shared by the pages, the mails and the console. */
export const disputeReasonLabels: Record<DisputeReason, string> = {
  wrong_weight: 'Wrong weight',
  wrong_price: 'Wrong price',
  incomplete_pickup: 'Incomplete pickup',
  bad_conduct: 'Bad conduct',
};

export const disputeStatusLabels: Record<DisputeStatus, string> = {
  Open: 'Open',
  Upheld: 'Upheld',
  Rejected: 'Rejected',
};
