import { z } from 'zod';
import { pictureRule, ZChosenFile } from '../files/chosen-file.ts';
import { contentLimits, testimonialKinds } from './content-limits.ts';
import { adminMessages } from './admin-messages.ts';

export { contentLimits, testimonialKinds, type TestimonialKind } from './content-limits.ts';


/**
 * The site content an admin edits (issue 15): the team (About), the working team and the happy
 * customers (Join Us, Home), the FAQ, and the dealers' initiatives (removed with a reason).
 * Bodies come as multipart (with the picture `dp`), urlencoded or JSON alike. Every change
 * writes an audit row and shows on the public lists (/v3/WebsiteContent/…) at their next load.
 * Pictures: JPEG, PNG or WebP by content, at most contentLimits.pictureMaxBytes (413 beyond,
 * 415 for another type). An unknown id is 404; a PATCH that changes nothing is 400.
 */

const text = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const ZName = text(adminMessages.contentNameRequired, adminMessages.contentNameTooLong, contentLimits.nameMaxLength);
const ZTitle = text(adminMessages.contentTitleRequired, adminMessages.contentTitleTooLong, contentLimits.titleMaxLength);
const ZFeedback = text(adminMessages.contentFeedbackRequired, adminMessages.contentFeedbackTooLong, contentLimits.feedbackMaxLength);
const ZQuestion = text(adminMessages.contentQuestionRequired, adminMessages.contentQuestionTooLong, contentLimits.questionMaxLength);
/** HTML as typed; the server cleans it (sanitizeRichText) and refuses one that is empty after. */
const ZAnswer = text(adminMessages.contentAnswerRequired, adminMessages.contentAnswerTooLong, contentLimits.answerMaxLength);
/** A form's number arrives as text: '3'. Absent on a new item: after the last one. */
const ZPosition = z.coerce
  .number({ error: adminMessages.contentPositionInvalid })
  .int(adminMessages.contentPositionInvalid)
  .min(0, adminMessages.contentPositionInvalid)
  .max(contentLimits.positionMax, adminMessages.contentPositionInvalid);
/** A form's position as typed: '' (the server places the item) or a position; sent as text. */
const ZPositionText = z
  .string()
  .trim()
  .refine((position) => position === '' || ZPosition.safeParse(position).success, adminMessages.contentPositionInvalid);

/** A team member's or testimonial's picture `dp`: JPEG, PNG or WebP, at most contentLimits.pictureMaxBytes. */
export const contentPictureRule = pictureRule(contentLimits.pictureMaxBytes, adminMessages.contentPictureWrongType, adminMessages.contentPictureTooLarge);
/** The picture of a person's form: required for a new one; left empty, an edited one keeps its own. */
const ZPictureChoice = (isNew: boolean) => ZChosenFile({ required: isNew ? adminMessages.contentPictureRequired : undefined, rule: contentPictureRule });

export const ZTestimonialKind = z.enum(testimonialKinds, { error: adminMessages.contentKindInvalid });

// ---------------------------------------------------------------------------------------------
// Team members: GET/POST /v3/admin/team-members/, PATCH/DELETE /v3/admin/team-members/{id}/.

export const ZAdminTeamMember = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  position: z.number().int(),
  /** The picture's absolute URL. */
  dp: z.string(),
});
export type AdminTeamMember = z.infer<typeof ZAdminTeamMember>;
export const ZAdminTeamMemberList = z.array(ZAdminTeamMember);

/** POST: name, title, position (optional) and the picture `dp` (required). 201 with the member. */
export const ZTeamMemberFields = z.object({ name: ZName, title: ZTitle, position: ZPosition.optional() });
/** PATCH: any of name, title, position, and a new picture `dp`. 200 with the member. */
export const ZTeamMemberChange = z.object({ name: ZName.optional(), title: ZTitle.optional(), position: ZPosition.optional() });
export type TeamMemberChange = z.infer<typeof ZTeamMemberChange>;

/** The admin's form of a team member (its fields in the form's order). */
export const teamMemberForm = (isNew: boolean) => z.object({ name: ZName, title: ZTitle, dp: ZPictureChoice(isNew), position: ZPositionText });

// ---------------------------------------------------------------------------------------------
// Testimonials: GET /v3/admin/testimonials/?kind=…, POST …, PATCH/DELETE …/{id}/.

export const ZAdminTestimonial = z.object({
  id: z.number().int(),
  kind: ZTestimonialKind,
  name: z.string(),
  feedback: z.string(),
  position: z.number().int(),
  dp: z.string(),
});
export type AdminTestimonial = z.infer<typeof ZAdminTestimonial>;
export const ZAdminTestimonialList = z.array(ZAdminTestimonial);
export const ZTestimonialQuery = z.object({ kind: ZTestimonialKind });

/** POST: kind, name, feedback, position (optional) and the picture `dp` (required). 201 with it. */
export const ZTestimonialFields = z.object({ kind: ZTestimonialKind, name: ZName, feedback: ZFeedback, position: ZPosition.optional() });
/** PATCH: any of kind, name, feedback, position, and a new picture `dp`. 200 with it. */
export const ZTestimonialChange = z.object({
  kind: ZTestimonialKind.optional(),
  name: ZName.optional(),
  feedback: ZFeedback.optional(),
  position: ZPosition.optional(),
});
export type TestimonialChange = z.infer<typeof ZTestimonialChange>;

/** The admin's form of a testimonial (its kind is the tab's). */
export const testimonialForm = (isNew: boolean) => z.object({ name: ZName, feedback: ZFeedback, dp: ZPictureChoice(isNew), position: ZPositionText });

// ---------------------------------------------------------------------------------------------
// FAQ: GET/POST /v3/admin/faq/, PATCH/DELETE /v3/admin/faq/{id}/.

export const ZAdminFaqItem = z.object({
  id: z.number().int(),
  qns: z.string(),
  /** The cleaned HTML as stored (and as the public FAQ shows it). */
  ans: z.string(),
  position: z.number().int(),
});
export type AdminFaqItem = z.infer<typeof ZAdminFaqItem>;
export const ZAdminFaqList = z.array(ZAdminFaqItem);

/** POST: qns, ans (HTML: formatting, lists and links stay, anything else is removed), position (optional). */
export const ZFaqFields = z.object({ qns: ZQuestion, ans: ZAnswer, position: ZPosition.optional() });
/** PATCH: any of qns, ans, position. */
export const ZFaqChange = z.object({ qns: ZQuestion.optional(), ans: ZAnswer.optional(), position: ZPosition.optional() });
export type FaqChange = z.infer<typeof ZFaqChange>;
/** The admin's form of a question. */
export const ZFaqForm = z.object({ qns: ZQuestion, ans: ZAnswer, position: ZPositionText });

// ---------------------------------------------------------------------------------------------
// Dealer initiatives: GET /v3/admin/initiatives/ (every dealer's, newest first, paged) and
// DELETE /v3/admin/initiatives/{id}/ with a reason, which the dealer gets by e-mail.

export const ZAdminInitiative = z.object({
  id: z.number().int(),
  dealer: z.object({ id: z.number().int(), KT_ID: z.string(), username: z.string() }),
  message: z.string(),
  /** The photo's absolute URL, or null without one. */
  photo: z.string().nullable(),
  created_at: z.string(),
});
export type AdminInitiative = z.infer<typeof ZAdminInitiative>;
export const ZAdminInitiativeList = z.array(ZAdminInitiative);

export const ZInitiativeRemoval = z.object({
  reason: z
    .string({ error: adminMessages.reasonRequired })
    .trim()
    .min(1, adminMessages.reasonRequired)
    .max(contentLimits.removalReasonMaxLength, adminMessages.removalReasonTooLong),
});
