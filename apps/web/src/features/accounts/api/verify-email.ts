import type { Utype } from '@kt/contract/accounts/fields';
import { messages } from '@kt/contract/messages';
import { emailVerify } from '@kt/contract/routes';
import { ApiError } from '../../../lib/api-client.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';

export type VerifyResult = { isVerified: boolean; text: string };

async function requestVerification(utype: Utype, token: string): Promise<VerifyResult> {
  try {
    await callEndpoint(emailVerify, { params: { utype }, query: { token } });
    return { isVerified: true, text: messages.password.verified };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NETWORK') return { isVerified: false, text: localizeEnglish(error.message) };
    if (error instanceof ApiError && error.code === 'RATE_LIMITED') return { isVerified: false, text: localizeEnglish(error.message) };
    return { isVerified: false, text: messages.password.activationExpired };
  }
}

const requests = new Map<string, Promise<VerifyResult>>();

/**
 * GET /v3/api/email-verify/{utype}/?token=…, at most once per link in this page's life: a link
 * works once, and React may mount the page twice (StrictMode, or a navigation back to it).
 */
export function verifyEmail(utype: Utype, token: string): Promise<VerifyResult> {
  const key = `${utype}:${token}`;
  let request = requests.get(key);
  if (!request) {
    request = requestVerification(utype, token);
    requests.set(key, request);
  }
  return request;
}
