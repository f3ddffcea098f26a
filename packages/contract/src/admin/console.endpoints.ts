import { ZMsgResponse } from '../accounts/sign-up.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import { rateLimits } from '../limits.ts';
import { consoleMessages } from './console-messages.ts';
import { ZAdminSummary } from './home.ts';
import { ZFailedMailList, ZFailedMailParams } from './messages.ts';
import { ZAdminPasswordChange } from './password.ts';
import { ZPhoneMessageList, ZPhoneMessagesQuery } from './phone-messages.ts';
import { ZSubmissionList, ZSubmissionsExportQuery, ZSubmissionsQuery, ZVoteTallyList } from './submissions.ts';

/**
 * Issue 15: the console's home, what the public sent and the votes, outgoing mail that failed,
 * and the admin's own password.
 */
export const adminConsoleEndpoints = {
  adminSummary: defineEndpoint({
    method: 'GET',
    path: '/v3/admin/summary/',
    access: ['admin'],
    response: ZAdminSummary,
    summary: "What waits for an admin, today's and this week's orders and sign-ups, and what a new site still needs.",
  }),
  adminTestMail: defineEndpoint({
    method: 'POST',
    path: '/v3/admin/test-mail/',
    access: ['admin'],
    bodyless: true,
    response: ZMsgResponse,
    summary: "Queues a test mail to the signed-in admin's own address.",
  }),
  adminFailedMails: defineEndpoint({
    method: 'GET',
    path: '/v3/admin/messages/failed/',
    access: ['admin'],
    response: ZFailedMailList,
    summary: 'Mail that failed beyond its retries, newest failure first.',
  }),
  adminRetryMail: defineEndpoint({
    method: 'POST',
    path: '/v3/admin/messages/:id/retry/',
    access: ['admin'],
    params: ZFailedMailParams,
    bodyless: true,
    response: ZMsgResponse,
    summary: 'Queues a failed mail again.',
  }),
  adminPhoneMessages: defineEndpoint({
    method: 'GET',
    path: '/v3/admin/phone-messages/',
    access: ['admin'],
    query: ZPhoneMessagesQuery,
    response: ZPhoneMessageList,
    summary: "SMS and WhatsApp messages by channel and state with the provider's answer, and today's SMS budget (issue 27).",
  }),
  adminSubmissions: defineEndpoint({
    method: 'GET',
    path: '/v3/admin/submissions/',
    access: ['admin'],
    query: ZSubmissionsQuery,
    response: ZSubmissionList,
    summary: 'One page of what the public sent through one form, newest first.',
  }),
  adminSubmissionsExport: defineEndpoint({
    method: 'GET',
    path: '/v3/admin/submissions/export.csv',
    access: ['admin'],
    query: ZSubmissionsExportQuery,
    summary: 'Every matching submission of one form as a CSV attachment.',
  }),
  adminVotes: defineEndpoint({
    method: 'GET',
    path: '/v3/admin/votes/',
    access: ['admin'],
    response: ZVoteTallyList,
    summary: "Each poll's Yes and No votes.",
  }),
  adminPassword: defineEndpoint({
    method: 'POST',
    path: '/v3/admin/password/',
    access: ['admin'],
    body: ZAdminPasswordChange,
    response: ZMsgResponse,
    validationMessage: consoleMessages.passwordChangeInvalid,
    // A stolen session must not try current passwords at will.
    rateLimit: { name: 'adminpassword', policy: rateLimits.signIn },
    // The first admin's generated password opens only this.
    openBeforePasswordChange: true,
    summary: "Changes the signed-in admin's own password.",
  }),
};
