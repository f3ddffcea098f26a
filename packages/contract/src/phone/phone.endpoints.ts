import { z } from 'zod';
import { ZAuthRecord } from '../accounts/auth-record.ts';
import { ZMsgResponse } from '../accounts/sign-up.ts';
import { defineEndpoint, type FileRule } from '../http/endpoint.ts';
import { limits, rateLimits } from '../limits.ts';
import { messages } from '../messages.ts';
import {
  ZEmployeeByMobileFields,
  ZMessagePreferences,
  ZMessagePreferencesUpdate,
  ZMobileCodeRequest,
  ZMobileCustomerSignUpRequest,
  ZMobileDealerSignUpRequest,
  ZMobileNumberAnswer,
  ZOtpRequest,
} from './phone-fields.ts';

const mobileLimit = { name: 'mobilesignin', policy: rateLimits.mobileSignIn } as const;
const employeeDocument: FileRule = { maxBytes: limits.documentImageMaxBytes, tooLarge: messages.dealerSettings.imageTooLarge };
const signedIn = ['customer', 'dealer', 'employee'] as const;

/**
 * Issue 27: a mobile number as identity beside the e-mail. Codes are asked for once and typed
 * back into sign-up, sign-in or the profile; refusals are errors in the contract's words
 * (phoneMessages), since only our client calls these.
 */
export const phoneEndpoints = {
  otpRequest: defineEndpoint({
    method: 'POST',
    path: '/v3/api/otp/request/',
    access: 'public',
    body: ZOtpRequest,
    response: ZMsgResponse,
    summary: 'Sends a 6-digit code to a mobile number for sign-up, sign-in or adding the number to the signed-in account.',
  }),
  mobileCustomerRegistration: defineEndpoint({
    method: 'POST',
    path: '/v3/api/registration/mobile/customer/',
    access: 'public',
    body: ZMobileCustomerSignUpRequest,
    response: ZAuthRecord,
    status: 201,
    rateLimit: mobileLimit,
    summary: 'A new customer account known by its mobile number (no e-mail), signed in at once.',
  }),
  mobileDealerRegistration: defineEndpoint({
    method: 'POST',
    path: '/v3/api/registration/mobile/dealer/',
    access: 'public',
    body: ZMobileDealerSignUpRequest,
    response: ZAuthRecord,
    status: 201,
    rateLimit: mobileLimit,
    summary: 'A new dealer account known by its mobile number (no e-mail), signed in at once.',
  }),
  mobileSignIn: defineEndpoint({
    method: 'POST',
    path: '/v3/api/sign_in/mobile/:utype/',
    access: 'public',
    params: z.object({ utype: z.enum(['customer', 'dealer']) }),
    body: ZMobileCodeRequest,
    response: ZAuthRecord,
    rateLimit: mobileLimit,
    summary: 'The auth record with a new session, for a mobile number and the code sent to it.',
  }),
  mobileNumberVerify: defineEndpoint({
    method: 'POST',
    path: '/v3/api/mobile-number/verify/',
    access: signedIn,
    body: ZMobileCodeRequest,
    response: ZMobileNumberAnswer,
    rateLimit: mobileLimit,
    summary: "Makes a number the caller's sign-in number, with the code an add_number request sent to it.",
  }),
  messagePreferences: defineEndpoint({
    method: 'GET',
    path: '/v3/api/message-preferences/',
    access: signedIn,
    response: ZMessagePreferences,
    summary: "The caller's choice of messages per channel, and their WhatsApp consent.",
  }),
  updateMessagePreferences: defineEndpoint({
    method: 'POST',
    path: '/v3/api/message-preferences/',
    access: signedIn,
    body: ZMessagePreferencesUpdate,
    response: ZMessagePreferences,
    summary: "Replaces the caller's choice of messages; opting in or out of WhatsApp is recorded with its time.",
  }),
  employeeByMobile: defineEndpoint({
    method: 'POST',
    path: '/v3/api/registration/employee/mobile/',
    access: ['dealer'],
    body: ZEmployeeByMobileFields,
    files: { aadhar_card: employeeDocument, ProfilePic: employeeDocument },
    response: ZMsgResponse,
    status: 201,
    summary: 'A new employee of the dealer known by their mobile number; they confirm it with their own code at their first sign-in.',
  }),
};
