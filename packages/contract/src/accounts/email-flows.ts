import { z } from 'zod';
import { messages } from '../messages.ts';
import { limits } from '../limits.ts';
import { ZEmail } from './fields.ts';
import { ZId } from '../ids.ts';
import { typedTwice } from '../typed-twice.ts';

/** POST /v3/api/regenerate-verification-email/{utype}/ and /request-password-reset-email/{utype}/ */
export const ZEmailOnlyRequest = z.object({ email: ZEmail });

/**
 * GET /v3/api/database-checker/{utype}/{email}: 302 { msg: 'User exists' } for a verified
 * account; 403 { msg, message: 'Please firstly verify your email. Mail sent to your email!!' }
 * for an unverified one (a new link is sent; the spec's client reads `message`, ours `msg`);
 * 404 { msg: 'User does not exist' }.
 */
export const databaseCheckerMsgs = {
  exists: 'User exists',
  verifyFirst: messages.signUp.checkerVerifyFirstMsg,
  missing: 'User does not exist',
} as const;
export const ZDatabaseCheckerResponse = z.object({ msg: z.string(), message: z.string().optional() });

/** GET /v3/api/email-verify/{utype}/?token=…: 200 { msg } or 400 { msg: 'Email activation Link expired' } */
export const ZVerifyEmailQuery = z.object({ token: z.string().min(1).max(200) });
export const verifyMsgs = { verified: 'Email verified', expired: messages.password.activationExpired } as const;

/** PATCH /v3/api/password-reset-completion/{utype}/ (form: token, user_id, password) */
export const ZResetCompletionRequest = z.object({
  token: z.string().min(1).max(200),
  user_id: ZId,
  password: z
    .string()
    .min(limits.passwordMin, messages.password.resetTooShort)
    .max(128, messages.password.resetTooShort),
});
/** The reset-password form (spec 2.4): the new password typed twice; either failing says 'Password should be greater than 8 characters'. */
export const ZResetPasswordForm = z
  .object({ password: ZResetCompletionRequest.shape.password, confirm_password: z.string() })
  .refine(...typedTwice('password', 'confirm_password', messages.password.resetTooShort));

export const resetMsgs = {
  sent: 'Password reset link sent',
  done: 'Password reset successful',
  invalid: messages.password.resetInvalid,
  notRegistered: messages.password.emailNotRegistered,
} as const;
