import { z } from 'zod';
import { idField } from '../ids.ts';
import { disputeOutcomes, disputeReasons, disputeRules, disputeStatuses } from './dispute-rules.ts';
import { disputeMessages } from './dispute-messages.ts';

/*
 * Issue 28: a dispute window after completion. The customer of a Completed order reports it
 * within disputeRules.windowHours; the dealer answers; an admin closes it with an outcome.
 */

const text = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, message);

/** POST /api/order_dispute/{order_number}/ (the order's customer): what went wrong, a note and an optional photo (file field `photo`). */
export const ZOpenDisputeBody = z.object({
  reason: z.enum(disputeReasons, { error: disputeMessages.reasonInvalid }),
  note: text(disputeRules.noteMaxLength, disputeMessages.noteInvalid),
});
export type OpenDisputeBody = z.infer<typeof ZOpenDisputeBody>;

/** POST /dealer/api/disputes/{id}/answer/ (the order's dealer): their one answer. */
export const ZDisputeAnswerBody = z.object({ answer: text(disputeRules.answerMaxLength, disputeMessages.answerInvalid) });

/**
 * POST /v3/admin/disputes/{id}/close/ (an admin): upheld with an adjustment in paise (what the
 * dealer owes the seller beyond what was paid; 0 allowed) or rejected, with the reason both are told.
 */
export const ZCloseDisputeBody = z
  .object({
    outcome: z.enum(disputeOutcomes, { error: disputeMessages.closeInvalid }),
    reason: text(disputeRules.outcomeReasonMaxLength, disputeMessages.closeInvalid),
    adjustment_paise: z.coerce
      .number({ error: disputeMessages.closeInvalid })
      .int(disputeMessages.closeInvalid)
      .min(0, disputeMessages.closeInvalid)
      .max(disputeRules.adjustmentMaxPaise, disputeMessages.adjustmentTooLarge)
      .optional(),
  })
  .refine((body) => body.outcome === 'rejected' || body.adjustment_paise !== undefined, {
    message: disputeMessages.closeInvalid,
    path: ['adjustment_paise'],
  });
export type CloseDisputeBody = z.infer<typeof ZCloseDisputeBody>;

const ZDisputeParty = z.object({ name: z.string(), KT_ID: z.string() });

/** A dispute as its parties and the admin see it. */
export const ZDispute = z.object({
  id: z.number().int(),
  order_number: z.string(),
  reason: z.enum(disputeReasons),
  note: z.string(),
  /** The photo's access-checked URL (the parties and the admin, with their token), or null. */
  photo: z.string().nullable(),
  status: z.enum(disputeStatuses),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  outcome_reason: z.string().nullable(),
  /** Rupees, two places: what an upheld dispute added to the order's paid amount. */
  adjustment_amount: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** Rupees, two places: what the order shows as paid now (with any adjustment). */
  paid_amount: z.string(),
  completed_at: z.string(),
  customer: ZDisputeParty,
  dealer: ZDisputeParty,
});
export type Dispute = z.infer<typeof ZDispute>;
export const ZDisputeList = z.array(ZDispute);

export const ZDisputeIdParams = z.object({ id: idField() });
export const ZDisputeOrderParams = z.object({ orderNumber: z.string().min(1).max(40) });

/** POST /dealer/api/requests/ratings/{id}/reply/ (the rated dealer): their one public reply. */
export const ZRatingReplyBody = z.object({ reply: text(disputeRules.replyMaxLength, disputeMessages.replyInvalid) });
