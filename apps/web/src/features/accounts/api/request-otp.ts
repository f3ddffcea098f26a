import type { MsgResponse } from '@kt/contract/accounts/sign-up';
import type { OtpRequest } from '@kt/contract/phone/phone-fields';
import { messages } from '@kt/contract/messages';
import { otpRequest } from '@kt/contract/routes';
import { ApiError } from '../../../lib/api-client.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';

/**
 * POST /v3/api/otp/request/: sends a 6-digit code to the number; 200 { msg } says so. A refusal
 * (a resend too soon, an hourly limit, a number of another account) is an ApiError in the
 * contract's words.
 */
export function requestOtp(request: OtpRequest): Promise<MsgResponse> {
  return callEndpoint(otpRequest, { json: request });
}

/** What a person is told of a refused code request or mobile sign-up: each field's first message, one per line, or the refusal's own. */
export function describePhoneRefusal(error: unknown): string {
  if (!(error instanceof ApiError)) return messages.general.loadFailed;
  const lines = Object.values(error.body?.fields ?? {})
    .map((list) => list?.[0])
    .filter((line): line is string => Boolean(line));
  return lines.length > 0 ? lines.map(localizeEnglish).join('\n') : localizeEnglish(error.message);
}
