import { z } from 'zod';
import { ZMsgResponse } from '../accounts/sign-up.ts';
import { defineEndpoint, type FileRule } from '../http/endpoint.ts';
import { ZId } from '../ids.ts';
import { limits, rateLimits } from '../limits.ts';
import { messages } from '../messages.ts';
import { formMessages, ZContactForm, ZInternForm, ZInvestorForm, ZMentorForm, ZSuggestionForm } from './forms.ts';
import { ZVoteRequest, ZVoteResponse, ZVoteTally } from './votes.ts';
import { ZFaqResponse, ZTeamMembersResponse, ZTestimonialsResponse } from './website-content.ts';

/** A CV is a PDF (checked by content after the body is read). */
const cv: FileRule = { maxBytes: limits.cvMaxBytes, tooLarge: messages.publicForms.cvTooLarge };

/** A public form is counted per address before its body is read; a bad body answers the form's failure text of spec 8. */
const formsRateLimit = { name: 'forms', policy: rateLimits.publicForms };

/** Spec 7 'Public content and votes', and the public forms of spec 5. */
export const contentEndpoints = {
  voteTally: defineEndpoint({
    method: 'GET',
    path: '/votes/get-votes/:poll/',
    access: 'public',
    params: z.object({ poll: ZId }),
    response: ZVoteTally,
    summary: "A poll's yes and no counts.",
  }),
  postVote: defineEndpoint({
    method: 'POST',
    path: '/votes/post-votes/',
    access: 'public',
    body: ZVoteRequest,
    status: 201,
    response: ZVoteResponse,
    // An address that voted in this poll before: its earlier choice.
    otherAnswers: { 200: ZVoteResponse },
    rateLimit: { name: 'votes', policy: rateLimits.votes },
    validationMessage: messages.publicForms.voteFailed,
    summary: 'A vote, one per address and poll; a new one answers the new tally.',
  }),
  teamMembers: defineEndpoint({
    method: 'GET',
    path: '/v3/WebsiteContent/team-members/',
    access: 'public',
    response: ZTeamMembersResponse,
    summary: 'The team members with their pictures.',
  }),
  workingTeamMembers: defineEndpoint({
    method: 'GET',
    path: '/v3/WebsiteContent/working-team-members/',
    access: 'public',
    response: ZTestimonialsResponse,
    summary: "The working team's testimonials (Join Us).",
  }),
  happyCustomers: defineEndpoint({
    method: 'GET',
    path: '/v3/WebsiteContent/happy-customers/',
    access: 'public',
    response: ZTestimonialsResponse,
    summary: "Happy customers' testimonials.",
  }),
  faq: defineEndpoint({
    method: 'GET',
    path: '/v3/WebsiteContent/faq/',
    access: 'public',
    response: ZFaqResponse,
    summary: 'The FAQ; each answer is sanitised HTML.',
  }),
  suggestionForm: defineEndpoint({
    method: 'POST',
    path: '/v3/WebsiteContent/suggestion-form/',
    access: 'public',
    body: ZSuggestionForm,
    status: 201,
    response: ZMsgResponse,
    rateLimit: formsRateLimit,
    validationMessage: formMessages.suggestion.failure,
    summary: 'A suggestion.',
  }),
  internForm: defineEndpoint({
    method: 'POST',
    path: '/v3/WebsiteContent/intern-form/',
    access: 'public',
    body: ZInternForm,
    files: { cv },
    status: 201,
    response: ZMsgResponse,
    rateLimit: formsRateLimit,
    validationMessage: formMessages.intern.failure,
    summary: 'An application to intern, with a PDF CV.',
  }),
  mentorForm: defineEndpoint({
    method: 'POST',
    path: '/v3/WebsiteContent/mentor-form/',
    access: 'public',
    body: ZMentorForm,
    files: { cv },
    status: 201,
    response: ZMsgResponse,
    rateLimit: formsRateLimit,
    validationMessage: formMessages.mentor.failure,
    summary: 'An offer to mentor, with a PDF CV.',
  }),
  investorForm: defineEndpoint({
    method: 'POST',
    path: '/v3/WebsiteContent/investor-form/',
    access: 'public',
    body: ZInvestorForm,
    status: 201,
    response: ZMsgResponse,
    rateLimit: formsRateLimit,
    validationMessage: formMessages.investor.failure,
    summary: "An investor's contact details.",
  }),
  contactForm: defineEndpoint({
    method: 'POST',
    path: '/v3/WebsiteContent/contact-form/',
    access: 'public',
    body: ZContactForm,
    status: 201,
    response: ZMsgResponse,
    rateLimit: formsRateLimit,
    validationMessage: formMessages.contact.failure,
    summary: 'A message to the operator.',
  }),
};
