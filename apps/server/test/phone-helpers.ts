/*
 * Accounts known by a mobile number (issue 27) through the API: ask for a code, read it where
 * the queued message holds it (outgoing_messages: the template's first parameter is the code),
 * and sign up or in with it.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ZAuthRecord, type AuthRecord } from '@kt/contract/accounts/auth-record';
import { pathTo } from '@kt/contract/http/path-to';
import { toIndianE164 } from '@kt/contract/phone/mobile-number';
import * as routes from '@kt/contract/routes';
import { messageOutbox, outgoingMessages } from '../src/platform/db/schema/index.ts';
import { bearer } from './accounts-helpers.ts';
import type { TestApp } from './test-app.ts';

// Each test file has a database of its own: numbers need only differ within one file.
let next = Math.floor(Math.random() * 9e7);
/** A valid mobile number of India (10 digits), different on every call. */
export function uniqueMobile(): string {
  next += 1;
  return `98${String(next).padStart(8, '0')}`;
}

/** The +91 form of a number as typed. */
export const e164Of = (mobile: string) => toIndianE164(mobile) ?? mobile;

type CodeAsk = { mobile_number: string; purpose: 'signup' | 'signin' | 'add_number'; utype: 'customer' | 'dealer'; channel?: 'sms' | 'whatsapp' };

let addresses = 0;
/** A caller's address of its own, so only a test about the per-address limit meets it. */
function newAddress(): string {
  addresses += 1;
  return `10.27.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
}

/** POST /v3/api/otp/request/ from `ip` (default: an address no other call used), as `caller` when given. */
export function askCode(t: TestApp, ask: CodeAsk, options: { ip?: string; caller?: AuthRecord } = {}) {
  return t.app.inject({
    method: 'POST',
    url: routes.otpRequest.path,
    payload: ask,
    remoteAddress: options.ip ?? newAddress(),
    ...(options.caller ? { headers: bearer(options.caller) } : {}),
  });
}

/** Asks for a code and expects it sent; answers the code, as read from its message. */
export async function askAndReadCode(t: TestApp, ask: CodeAsk, options: { ip?: string; caller?: AuthRecord } = {}): Promise<string> {
  const res = await askCode(t, ask, options);
  expect(res.statusCode, res.body).toBe(200);
  return readCode(t, ask.mobile_number);
}

/** The code in the newest code message queued to this number. */
export async function readCode(t: TestApp, mobile: string): Promise<string> {
  const [row] = await t.database.db
    .select({ params: outgoingMessages.params })
    .from(outgoingMessages)
    .where(and(eq(outgoingMessages.toE164, e164Of(mobile)), eq(outgoingMessages.kind, 'otp')))
    .orderBy(desc(outgoingMessages.createdAt))
    .limit(1);
  const code = row?.params[0];
  expect(code, `a code message to ${mobile}`).toMatch(/^\d{6}$/);
  return code as string;
}

/** Every SMS and WhatsApp message queued, and every one the development outbox received, once the jobs have run. */
export async function messagesSent(t: TestApp): Promise<{ queued: number; delivered: number }> {
  await t.app.deps.jobs.drain();
  const [queued] = await t.database.db.select({ n: count() }).from(outgoingMessages);
  const [delivered] = await t.database.db.select({ n: count() }).from(messageOutbox);
  return { queued: queued?.n ?? 0, delivered: delivered?.n ?? 0 };
}

export const customerByMobileFields = {
  username: 'Meena Devi',
  account_type: 'Personal',
  role: 'House',
  areaPincode: '282001',
  state: 'Uttar Pradesh',
  city: 'Agra',
  address: '4 Mandi Road, Lohamandi',
};

export const dealerByMobileFields = { username: 'Shyam Kabadiwala', account_type: 'Kabadi', role: 'Kabadi' };

/** A customer or dealer signed up with `mobile` (a new number by default) and its code: the auth record. */
export async function signUpByMobile(t: TestApp, utype: 'customer' | 'dealer', mobile = uniqueMobile()): Promise<AuthRecord & { mobile: string }> {
  const code = await askAndReadCode(t, { mobile_number: mobile, purpose: 'signup', utype });
  const route = utype === 'customer' ? routes.mobileCustomerRegistration : routes.mobileDealerRegistration;
  const fields = utype === 'customer' ? customerByMobileFields : dealerByMobileFields;
  const res = await t.app.inject({ method: 'POST', url: route.path, payload: { mobile_number: mobile, code, ...fields } });
  expect(res.statusCode, res.body).toBe(201);
  return { ...ZAuthRecord.parse(res.json()), mobile };
}

/** POST /v3/api/sign_in/mobile/{utype}/ with a number and a code. */
export function signInByMobile(t: TestApp, utype: 'customer' | 'dealer', mobile: string, code: string) {
  return t.app.inject({ method: 'POST', url: pathTo(routes.mobileSignIn, { utype }), payload: { mobile_number: mobile, code } });
}
