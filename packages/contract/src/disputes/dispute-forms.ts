import { z } from 'zod';
import { ZChosenFile } from '../files/chosen-file.ts';
import { pictureRule } from '../files/file-rules.ts';
import { readHundredths } from '../money.ts';
import { disputeOutcomes, disputeReasons, disputeRules } from './dispute-rules.ts';
import { ZOpenDisputeBody } from './disputes.ts';
import { disputeMessages } from './dispute-messages.ts';

/** Issue 28: the forms of the dispute pages, checked in the browser by the rules the server applies. */

export const disputePhotoRule = pictureRule(disputeRules.photoMaxBytes, disputeMessages.photoInvalid, disputeMessages.photoTooLarge);

/** The customer's report: what went wrong, a note, and an optional photo. */
export const ZOpenDisputeForm = ZOpenDisputeBody.extend({
  // Nothing chosen yet is '' in the form.
  reason: z.string({ error: disputeMessages.reasonInvalid }).pipe(z.enum(disputeReasons, { error: disputeMessages.reasonInvalid })),
  photo: ZChosenFile({ rule: disputePhotoRule }),
});
export type OpenDisputeForm = z.output<typeof ZOpenDisputeForm>;

/**
 * The admin's decision as typed: the outcome, the reason, and for an upheld report the
 * adjustment in rupees ('12.50'), sent as paise.
 */
export const ZCloseDisputeForm = z
  .object({
    outcome: z.enum(disputeOutcomes, { error: disputeMessages.closeInvalid }),
    reason: z.string().trim().min(1, disputeMessages.closeInvalid).max(disputeRules.outcomeReasonMaxLength, disputeMessages.closeInvalid),
    adjustment: z.string().trim(),
  })
  .superRefine((form, context) => {
    if (form.outcome !== 'upheld') return;
    const paise = readHundredths(form.adjustment);
    if (paise === null) context.addIssue({ code: 'custom', path: ['adjustment'], message: disputeMessages.closeInvalid });
    else if (paise > BigInt(disputeRules.adjustmentMaxPaise)) context.addIssue({ code: 'custom', path: ['adjustment'], message: disputeMessages.adjustmentTooLarge });
  });
export type CloseDisputeForm = z.output<typeof ZCloseDisputeForm>;

/** The typed rupees of an upheld decision as the API's paise. */
export function adjustmentPaise(rupees: string): number {
  return Number(readHundredths(rupees) ?? 0n);
}
