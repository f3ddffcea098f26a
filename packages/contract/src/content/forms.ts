import { z } from 'zod';
import { messages } from '../messages.ts';
import { phonePattern } from '../patterns.ts';

/*
 * The public forms of spec 5, POSTed as multipart to /v3/WebsiteContent/{kind}-form/.
 * Success: 201 { msg }. Failure: 400 with the error body whose `message` is the form's
 * failure text of spec 8 and `fields` the per-field messages.
 */

const name = z.string().trim().min(1, 'Enter your name').max(100);
/**
 * An e-mail field whose error is its form's failure text of spec 8 (contact 'Please enter
 * valid Email Id.', intern and mentor 'enter valid email Id', investor 'Enter valid email Id',
 * suggestion 'Please enter valid Email'), so the inline error a person reads is the spec's text.
 */
function emailField(invalidText: string) {
  return z.string().trim().toLowerCase().pipe(z.email(invalidText).max(254, invalidText));
}
const phone = z.string().trim().regex(phonePattern, messages.general.phone);

/** A professional-network profile URL (spec 5: 'a pattern containing the professional-network site'). */
export const linkedinPattern = /^https?:\/\/([a-z]{2,3}\.)?linkedin\.com\/(in|pub|company)\/[A-Za-z0-9_\-%.]+\/?$/i;
const linkedinId = z.string().trim().regex(linkedinPattern, messages.publicForms.linkedinInvalid).max(300);

export const internDomains = [
  'finance',
  'web development',
  'app development',
  'graphics designing',
  'business development',
  'marketing',
  'advertisement',
  'chemical r&d',
  'IoT development',
  'others',
] as const;

export const mentorDomains = [
  'financial management',
  'IT management',
  'business development',
  'marketing head',
  'envirormental expert',
  'chemical r&d',
] as const;

export const ZSuggestionForm = z.object({
  name,
  email: emailField(messages.publicForms.suggestionFailed),
  phone,
  message: z.string().trim().min(1, 'Enter your message').max(2000),
});
export type SuggestionForm = z.infer<typeof ZSuggestionForm>;

/** Text fields of the intern form; `cv` is a file part (PDF by content, at most limits.cvMaxBytes). */
export const ZInternForm = z.object({
  name,
  email: emailField(messages.publicForms.joinFailed),
  phone,
  linkedin_id: linkedinId,
  domain: z.enum(internDomains),
});
export const ZMentorForm = z.object({
  name,
  email: emailField(messages.publicForms.joinFailed),
  phone,
  linkedin_id: linkedinId,
  domain: z.enum(mentorDomains),
});
export const ZInvestorForm = z.object({ name, email: emailField(messages.publicForms.investorFailed), phone, linkedin_id: linkedinId });
export const ZContactForm = z.object({
  name,
  email: emailField(messages.publicForms.contactFailed),
  subject: z.string().trim().min(1, 'Enter a subject').max(200),
  message: z.string().trim().min(1, 'Enter your message').max(5000),
});

export const formKinds = ['suggestion', 'intern', 'mentor', 'investor', 'contact'] as const;
export type FormKind = (typeof formKinds)[number];

/** Messages of spec 8 per form: what success and failure say. */
export const formMessages: Record<FormKind, { success: string; failure: string }> = {
  suggestion: { success: 'Thank you for your suggestion.', failure: messages.publicForms.suggestionFailed },
  intern: { success: messages.publicForms.joinSuccess, failure: messages.publicForms.joinFailed },
  mentor: { success: messages.publicForms.joinSuccess, failure: messages.publicForms.joinFailed },
  investor: { success: messages.publicForms.investorSuccess, failure: messages.publicForms.investorFailed },
  contact: { success: messages.publicForms.contactSuccess, failure: messages.publicForms.contactFailed },
};

/** The join forms as a person fills them: every text as typed, and (intern, mentor) the CV once chosen. */
export type JoinApplicationValues = {
  name: string;
  email: string;
  phone: string;
  linkedin_id: string;
  domain?: string;
  cv?: Blob | null;
};

const isFilled = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined);

/**
 * Spec 5: an application with a field left empty (the CV too) is refused as a whole with
 * 'Please fill all fields' before any field is judged; then each field by its own rule.
 */
function filledThen<Fields extends z.ZodType<unknown, JoinApplicationValues>>(required: readonly (keyof JoinApplicationValues)[], fields: Fields) {
  return z
    .custom<JoinApplicationValues>(
      (values) => typeof values === 'object' && values !== null && required.every((name) => isFilled((values as Record<string, unknown>)[name])),
      messages.publicForms.internFillAll,
    )
    .pipe(fields);
}

const withCv = { cv: z.instanceof(Blob) };
const personFields = ['name', 'email', 'phone', 'linkedin_id'] as const;

/** The intern, mentor and investor forms of the page (spec 5); the server checks the CV's content again. */
export const joinApplicationSchemas = {
  intern: filledThen([...personFields, 'domain', 'cv'], ZInternForm.extend(withCv)),
  mentor: filledThen([...personFields, 'domain', 'cv'], ZMentorForm.extend(withCv)),
  investor: filledThen(personFields, ZInvestorForm),
} as const;
export type JoinKind = keyof typeof joinApplicationSchemas;
