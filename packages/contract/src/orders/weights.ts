import { z } from 'zod';
import { ZWeighedItems, ZWeightsProposal, type WeightsProposal } from './completion.ts';
import { orderStatuses } from './order-statuses.ts';
import { pictureRule } from '../files/file-rules.ts';
import { weightsMessages } from './weights-messages.ts';

/*
 * Issue 28: weights the customer agrees to. At the door the dealer's side proposes the weighed
 * items (POST /api/order_weights/{order_number}/, optionally with a photo of the scale's reading);
 * the customer's pickup card shows them with the rates and the total and only then the code.
 * Every proposal has a new version and a new code: the completion names the version, so a code
 * given for one set of weights never completes another.
 */

/** The photo of the scale's reading: a JPEG, PNG or WebP (judged by content on the server), at most 2 MB. */
export const scalePhotoMaxBytes = 2 * 1024 * 1024;
export const scalePhotoRule = pictureRule(scalePhotoMaxBytes, weightsMessages.scalePhotoWrongType, weightsMessages.scalePhotoTooLarge);

/** POST /api/order_weights/{order_number}/: every item of the order with its kg (0 when it was not there), plus items added at the door; multipart may add `scale_photo`. */
export const ZWeightsProposalRequest = z.object({ items: ZWeighedItems });
export type WeightsProposalRequest = z.infer<typeof ZWeightsProposalRequest>;

export { ZWeightsProposal, type WeightsProposal };

/**
 * GET /api/order_weights/{order_number}/ (the order's dealer side): the proposal in force, and
 * whom a UPI payment goes to (the customer's UPI ID when they saved one; otherwise their number).
 */
export const ZDealerWeights = z.object({
  order_number: z.string(),
  status: z.enum(orderStatuses),
  proposal: ZWeightsProposal.nullable(),
  /** The customer's code is locked after too many wrong tries: only they can issue a new one. */
  code_locked: z.boolean(),
  payee: z.object({ name: z.string(), upi_vpa: z.string().nullable(), mobile: z.string() }),
});
export type DealerWeights = z.infer<typeof ZDealerWeights>;
