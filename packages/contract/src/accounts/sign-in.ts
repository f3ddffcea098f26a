import { z } from 'zod';
import { ZAuthRecord } from './auth-record.ts';
import { ZAnyPassword, ZEmail } from './fields.ts';

/*
 * POST /v3/api/sign_in/{utype}/ (form: email, password). 200 with the stored auth record
 * (ZAuthRecord), or 200 { msg } with one of the spec's sign-in messages: 'Account Does Not
 * Exist.', 'Your account is not verified yet. Plz verify it first.' (a new link is sent),
 * 'Incorrect password'. The spec's client reads `msg` only from a successful answer and shows
 * 'Login Error!!' for any error status, so these refusals are 200s too; a rate limit is a 429.
 */
export const ZSignInRequest = z.object({ email: ZEmail, password: ZAnyPassword });
export type SignInRequest = z.infer<typeof ZSignInRequest>;

/** The other side an e-mail is registered on: its account is a customer's, or a dealer's. */
export const signInSides = ['customer', 'dealer'] as const;
export type SignInSide = (typeof signInSides)[number];

/**
 * A sign-in the server refused, in the spec's words. Ours (issue 28): beside 'Account Does Not
 * Exist.', `registered_as` says the e-mail has an active account on the other tab, so our web can
 * say so; the spec's client reads only `msg`. It discloses no more than the public database
 * checker (GET /v3/api/database-checker/{utype}/{email}) already answers for each side.
 */
export const ZSignInRefusal = z.object({ msg: z.string(), registered_as: z.enum(signInSides).optional() });
export type SignInRefusal = z.infer<typeof ZSignInRefusal>;
/** The 200 answer of sign-in: the auth record, or a refusal. */
export const ZSignInResponse = z.union([ZAuthRecord, ZSignInRefusal]);
export type SignInResponse = z.infer<typeof ZSignInResponse>;

/** POST /v3/api/token/refresh/: a new access token and a new (rotated) refresh token. */
export const ZRefreshRequest = z.object({ refresh: z.string().min(20).max(200) });
export const ZRefreshResponse = z.object({ access: z.string(), refresh: z.string() });
export type RefreshResponse = z.infer<typeof ZRefreshResponse>;
