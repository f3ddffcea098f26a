import { z } from 'zod';
import { ZAnyPassword, ZEmail } from './fields.ts';

/*
 * POST /v3/api/sign_in/{utype}/ (form: email, password). 200 with the stored auth record
 * (ZAuthRecord), or { msg } with one of the spec's sign-in messages:
 * 404 'Account Does Not Exist.', 403 'Your account is not verified yet. Plz verify it first.'
 * (a new link is sent), 401 'Incorrect password'.
 */
export const ZSignInRequest = z.object({ email: ZEmail, password: ZAnyPassword });
export type SignInRequest = z.infer<typeof ZSignInRequest>;

/** POST /v3/api/token/refresh/: a new access token and a new (rotated) refresh token. */
export const ZRefreshRequest = z.object({ refresh: z.string().min(20).max(200) });
export const ZRefreshResponse = z.object({ access: z.string(), refresh: z.string() });
export type RefreshResponse = z.infer<typeof ZRefreshResponse>;
