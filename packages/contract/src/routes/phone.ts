// Generated from the endpoint definitions (the phone area) by `npm run generate --workspace packages/contract`.
// Do not edit: a test fails when this file differs from what the definitions give.
// Zod-free, so a light page can build its API paths without loading any schema. The web imports
// routes by name (`import { signIn } from '@kt/contract/routes'`): its bundles then hold only the areas they call.
import type { definitions } from '../endpoint-definitions.ts';
import type { RouteRef } from '../http/path-to.ts';

/** A route of the table: its method and path, typed with its definition (never present at run time). */
type Route<K extends keyof typeof definitions> = RouteRef<(typeof definitions)[K]['path']> & { readonly definition?: (typeof definitions)[K] };
export const employeeByMobile = { method: 'POST', path: '/v3/api/registration/employee/mobile/' } as Route<'employeeByMobile'>;
export const messagePreferences = { method: 'GET', path: '/v3/api/message-preferences/' } as Route<'messagePreferences'>;
export const mobileCustomerRegistration = { method: 'POST', path: '/v3/api/registration/mobile/customer/' } as Route<'mobileCustomerRegistration'>;
export const mobileDealerRegistration = { method: 'POST', path: '/v3/api/registration/mobile/dealer/' } as Route<'mobileDealerRegistration'>;
export const mobileNumberVerify = { method: 'POST', path: '/v3/api/mobile-number/verify/' } as Route<'mobileNumberVerify'>;
export const mobileSignIn = { method: 'POST', path: '/v3/api/sign_in/mobile/:utype/' } as Route<'mobileSignIn'>;
export const otpRequest = { method: 'POST', path: '/v3/api/otp/request/' } as Route<'otpRequest'>;
export const updateMessagePreferences = { method: 'POST', path: '/v3/api/message-preferences/' } as Route<'updateMessagePreferences'>;
