// Generated from the endpoint definitions (the accounts area) by `npm run generate --workspace packages/contract`.
// Do not edit: a test fails when this file differs from what the definitions give.
// Zod-free, so a light page can build its API paths without loading any schema. The web imports
// routes by name (`import { signIn } from '@kt/contract/routes'`): its bundles then hold only the areas they call.
import type { definitions } from '../endpoint-definitions.ts';
import type { RouteRef } from '../http/path-to.ts';

/** A route of the table: its method and path, typed with its definition (never present at run time). */
type Route<K extends keyof typeof definitions> = RouteRef<(typeof definitions)[K]['path']> & { readonly definition?: (typeof definitions)[K] };
export const accountLanguage = { method: 'GET', path: '/v3/api/account/language/' } as Route<'accountLanguage'>;
export const customerLogout = { method: 'POST', path: '/v3/api/logout/customer/:refresh' } as Route<'customerLogout'>;
export const customerRegistration = { method: 'POST', path: '/v3/api/registration/customer/' } as Route<'customerRegistration'>;
export const customerUpdateAttrs = { method: 'POST', path: '/v3/api/update-attrs/customer/' } as Route<'customerUpdateAttrs'>;
export const customerUpdateProfilePic = { method: 'POST', path: '/v3/api/update-profilepic/customer/:id/' } as Route<'customerUpdateProfilePic'>;
export const customerViewProfile = { method: 'GET', path: '/v3/api/view-profile/customer/:refreshOrId' } as Route<'customerViewProfile'>;
export const databaseChecker = { method: 'GET', path: '/v3/api/database-checker/:utype/:email' } as Route<'databaseChecker'>;
export const dealerLogout = { method: 'POST', path: '/v3/api/logout/dealer/:refresh' } as Route<'dealerLogout'>;
export const dealerRegistration = { method: 'POST', path: '/v3/api/registration/dealer/' } as Route<'dealerRegistration'>;
export const dealerUpdateAttrs = { method: 'POST', path: '/v3/api/update-attrs/dealer/' } as Route<'dealerUpdateAttrs'>;
export const dealerUpdateProfilePic = { method: 'POST', path: '/v3/api/update-profilepic/dealer/:id/' } as Route<'dealerUpdateProfilePic'>;
export const dealerViewProfile = { method: 'GET', path: '/v3/api/view-profile/dealer/:refreshOrId' } as Route<'dealerViewProfile'>;
export const emailVerify = { method: 'GET', path: '/v3/api/email-verify/:utype/' } as Route<'emailVerify'>;
export const employee = { method: 'DELETE', path: '/v3/api/employees/:id/' } as Route<'employee'>;
export const employeeRegistration = { method: 'POST', path: '/v3/api/registration/employee/' } as Route<'employeeRegistration'>;
export const employees = { method: 'GET', path: '/v3/api/employees/' } as Route<'employees'>;
export const passwordResetCompletion = { method: 'PATCH', path: '/v3/api/password-reset-completion/:utype/' } as Route<'passwordResetCompletion'>;
export const qrCode = { method: 'GET', path: '/v3/api/qr/:kind/:file' } as Route<'qrCode'>;
export const regenerateVerification = { method: 'POST', path: '/v3/api/regenerate-verification-email/:utype/' } as Route<'regenerateVerification'>;
export const requestPasswordReset = { method: 'POST', path: '/v3/api/request-password-reset-email/:utype/' } as Route<'requestPasswordReset'>;
export const signIn = { method: 'POST', path: '/v3/api/sign_in/:utype/' } as Route<'signIn'>;
export const tokenRefresh = { method: 'POST', path: '/v3/api/token/refresh/' } as Route<'tokenRefresh'>;
export const updateAccountLanguage = { method: 'POST', path: '/v3/api/account/language/' } as Route<'updateAccountLanguage'>;
