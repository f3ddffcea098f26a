import { z } from 'zod';
import { ZEmployeeList } from '../dealer-settings/employees.ts';
import { defineEndpoint, type FileRule } from '../http/endpoint.ts';
import { ZId } from '../ids.ts';
import { limits, rateLimits } from '../limits.ts';
import { messages } from '../messages.ts';
import { ZPageQuery } from '../paging.ts';
import { ZDatabaseCheckerResponse, ZEmailOnlyRequest, ZResetCompletionRequest, ZVerifyEmailQuery } from './email-flows.ts';
import { ZEmployeeFields } from './employee.ts';
import { ZEmail, ZUtype } from './fields.ts';
import { ZAccountLanguage } from './language.ts';
import { accountLanguageMessages } from './language-messages.ts';
import { ZCustomerUpdateAttrsRequest, ZDealerUpdateAttrsRequest, ZProfile, ZProfilePicResponse } from './profile.ts';
import { qrCodeKinds } from './qr-code.ts';
import { ZRefreshRequest, ZRefreshResponse, ZSignInRequest, ZSignInResponse } from './sign-in.ts';
import { ZCustomerSignUpRequest, ZDealerSignUpRequest, ZMsgResponse } from './sign-up.ts';

const ZUtypeParams = z.object({ utype: ZUtype });
// Spec 7 names the refresh token as these calls' credential; view-profile may name the account's id instead.
const ZRefreshParams = z.object({ refresh: z.string().min(1).max(200) });
const ZRefreshOrIdParams = z.object({ refreshOrId: z.string().min(1).max(200) });
const ZIdParams = z.object({ id: ZId });
const ZQrCodeParams = z.object({
  kind: z.enum(qrCodeKinds),
  file: z.string().max(30).regex(/^[A-Z0-9]+\.png$/),
});

const profilePic: FileRule = { maxBytes: limits.profilePicMaxBytes, tooLarge: messages.accounts.profilePicTooLarge };
// The Aadhaar card may be a PDF (150 KB) or a picture (200 KB): the larger bound while streaming, the exact one by type after.
const employeeDocument: FileRule = { maxBytes: limits.documentImageMaxBytes, tooLarge: messages.dealerSettings.imageTooLarge };
const employeePhoto: FileRule = { maxBytes: limits.documentImageMaxBytes, tooLarge: messages.dealerSettings.imageTooLarge };

const signUpLimit = { name: 'signup', policy: rateLimits.signUp, emailFrom: 'body' } as const;
// Employees sign in as dealers: they end their own sessions, see and picture their own profile.
const dealerSide = ['dealer', 'employee'] as const;

/**
 * Spec 7 'Authentication': sign-up, sign-in, sessions, the e-mail links, the profile, and (ours)
 * a dealer's employees and the profile's QR codes. The spec's outcomes that are not errors
 * ('User exists', 'your verified account already exists!') are `{ msg }` answers of their own status.
 */
export const accountsEndpoints = {
  customerRegistration: defineEndpoint({
    method: 'POST',
    path: '/v3/api/registration/customer/',
    access: 'public',
    body: ZCustomerSignUpRequest,
    response: ZMsgResponse,
    status: 201,
    otherAnswers: { 409: ZMsgResponse },
    rateLimit: signUpLimit,
    summary: 'A new customer account with its first address; a verification link is mailed.',
  }),
  dealerRegistration: defineEndpoint({
    method: 'POST',
    path: '/v3/api/registration/dealer/',
    access: 'public',
    body: ZDealerSignUpRequest,
    response: ZMsgResponse,
    status: 201,
    otherAnswers: { 409: ZMsgResponse },
    rateLimit: signUpLimit,
    summary: 'A new dealer account; a verification link is mailed.',
  }),
  signIn: defineEndpoint({
    method: 'POST',
    path: '/v3/api/sign_in/:utype/',
    access: 'public',
    // The admin console signs in here too, as 'admin'.
    params: z.object({ utype: z.enum(['customer', 'dealer', 'admin']) }),
    body: ZSignInRequest,
    // The spec's refusals are 200 { msg } too: its client reads `msg` only from a successful answer.
    response: ZSignInResponse,
    rateLimit: { name: 'signin', policy: rateLimits.signIn, emailFrom: 'body' },
    summary: "The auth record with a new session, or a refusal in the spec's words.",
  }),
  tokenRefresh: defineEndpoint({
    method: 'POST',
    path: '/v3/api/token/refresh/',
    access: 'public',
    body: ZRefreshRequest,
    response: ZRefreshResponse,
    summary: 'A new access token and a rotated refresh token for a live refresh token.',
  }),
  regenerateVerification: defineEndpoint({
    method: 'POST',
    path: '/v3/api/regenerate-verification-email/:utype/',
    access: 'public',
    params: ZUtypeParams,
    body: ZEmailOnlyRequest,
    response: ZMsgResponse,
    otherAnswers: { 404: ZMsgResponse, 409: ZMsgResponse },
    rateLimit: { name: 'emaillinks', policy: rateLimits.emailLinks, emailFrom: 'body' },
    summary: 'A new verification link for an unverified account.',
  }),
  databaseChecker: defineEndpoint({
    method: 'GET',
    path: '/v3/api/database-checker/:utype/:email',
    access: 'public',
    params: ZUtypeParams.extend({ email: ZEmail }),
    // Every answer of the spec's is non-2xx: 302 exists, 403 unverified (a new link is mailed), 404 missing.
    response: ZDatabaseCheckerResponse,
    status: 302,
    otherAnswers: { 403: ZDatabaseCheckerResponse, 404: ZDatabaseCheckerResponse },
    rateLimit: { name: 'checker', policy: rateLimits.databaseChecker, emailFrom: 'params' },
    summary: 'Whether an account of this e-mail exists and is verified.',
  }),
  emailVerify: defineEndpoint({
    method: 'GET',
    path: '/v3/api/email-verify/:utype/',
    access: 'public',
    params: ZUtypeParams,
    query: ZVerifyEmailQuery,
    response: ZMsgResponse,
    otherAnswers: { 400: ZMsgResponse },
    summary: 'Verifies the account of a mailed link.',
  }),
  requestPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/v3/api/request-password-reset-email/:utype/',
    access: 'public',
    params: ZUtypeParams,
    body: ZEmailOnlyRequest,
    response: ZMsgResponse,
    otherAnswers: { 403: ZMsgResponse, 404: ZMsgResponse },
    rateLimit: { name: 'reset', policy: rateLimits.passwordReset, emailFrom: 'body' },
    summary: 'Mails a password reset link.',
  }),
  passwordResetCompletion: defineEndpoint({
    method: 'PATCH',
    path: '/v3/api/password-reset-completion/:utype/',
    access: 'public',
    params: ZUtypeParams,
    body: ZResetCompletionRequest,
    response: ZMsgResponse,
    otherAnswers: { 400: ZMsgResponse },
    rateLimit: { name: 'resetcomplete', policy: rateLimits.passwordReset },
    summary: 'Sets a new password with a reset link; every session of the account ends.',
  }),
  customerLogout: defineEndpoint({
    method: 'POST',
    path: '/v3/api/logout/customer/:refresh',
    access: ['customer'],
    params: ZRefreshParams,
    bodyless: true,
    response: ZMsgResponse,
    summary: 'Ends the session of this refresh token (itself the credential, or the access token).',
  }),
  dealerLogout: defineEndpoint({
    method: 'POST',
    path: '/v3/api/logout/dealer/:refresh',
    access: dealerSide,
    params: ZRefreshParams,
    bodyless: true,
    response: ZMsgResponse,
    summary: 'Ends the session of this refresh token (itself the credential, or the access token).',
  }),
  customerViewProfile: defineEndpoint({
    method: 'GET',
    path: '/v3/api/view-profile/customer/:refreshOrId',
    access: ['customer'],
    params: ZRefreshOrIdParams,
    response: ZProfile,
    summary: "The caller's profile, named by their refresh token or id.",
  }),
  dealerViewProfile: defineEndpoint({
    method: 'GET',
    path: '/v3/api/view-profile/dealer/:refreshOrId',
    access: dealerSide,
    params: ZRefreshOrIdParams,
    response: ZProfile,
    summary: "The caller's profile, named by their refresh token or id.",
  }),
  customerUpdateProfilePic: defineEndpoint({
    method: 'POST',
    path: '/v3/api/update-profilepic/customer/:id/',
    access: ['customer'],
    params: ZIdParams,
    files: { ProfilePic: profilePic },
    response: ZProfilePicResponse,
    summary: "Replaces the caller's profile picture.",
  }),
  dealerUpdateProfilePic: defineEndpoint({
    method: 'POST',
    path: '/v3/api/update-profilepic/dealer/:id/',
    access: dealerSide,
    params: ZIdParams,
    files: { ProfilePic: profilePic },
    response: ZProfilePicResponse,
    summary: "Replaces the caller's profile picture.",
  }),
  customerUpdateAttrs: defineEndpoint({
    method: 'POST',
    path: '/v3/api/update-attrs/customer/',
    access: ['customer'],
    body: ZCustomerUpdateAttrsRequest,
    response: ZMsgResponse,
    summary: "Changes the caller's mobile number.",
  }),
  dealerUpdateAttrs: defineEndpoint({
    method: 'POST',
    path: '/v3/api/update-attrs/dealer/',
    access: ['dealer'],
    body: ZDealerUpdateAttrsRequest,
    response: ZMsgResponse,
    summary: "Changes the dealer's mobile number and (ours) quantity range of a pickup.",
  }),
  employeeRegistration: defineEndpoint({
    method: 'POST',
    path: '/v3/api/registration/employee/',
    access: ['dealer'],
    body: ZEmployeeFields,
    files: { aadhar_card: employeeDocument, ProfilePic: employeePhoto },
    response: ZMsgResponse,
    status: 201,
    summary: "A new employee of the dealer's (ours); a verification link is mailed to them.",
  }),
  employees: defineEndpoint({
    method: 'GET',
    path: '/v3/api/employees/',
    access: ['dealer'],
    query: ZPageQuery,
    response: ZEmployeeList,
    summary: "The dealer's employees, oldest first (ours).",
  }),
  employee: defineEndpoint({
    method: 'DELETE',
    path: '/v3/api/employees/:id/',
    access: ['dealer'],
    params: ZIdParams,
    bodyless: true,
    response: ZMsgResponse,
    summary: "Removes one of the dealer's employees; their sessions end at once (ours).",
  }),
  accountLanguage: defineEndpoint({
    method: 'GET',
    path: '/v3/api/account/language/',
    access: ['customer', 'dealer', 'employee'],
    response: ZAccountLanguage,
    summary: "The language of the caller's e-mails, SMS and WhatsApp messages, 'en' or 'hi' (ours, issue 29).",
  }),
  updateAccountLanguage: defineEndpoint({
    method: 'POST',
    path: '/v3/api/account/language/',
    access: ['customer', 'dealer', 'employee'],
    body: ZAccountLanguage,
    response: ZAccountLanguage,
    validationMessage: accountLanguageMessages.unknownLanguage,
    summary: "Sets the language of the caller's e-mails, SMS and WhatsApp messages (the language switch; ours, issue 29).",
  }),
  qrCode: defineEndpoint({
    method: 'GET',
    path: '/v3/api/qr/:kind/:file',
    access: 'public',
    params: ZQrCodeParams,
    query: z.object({ download: z.enum(['1']).optional() }),
    summary: "A profile's QR code as a PNG: a dealer's marketplace page or a customer's KT id (ours).",
  }),
};
