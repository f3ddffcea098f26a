// Generated from the endpoint definitions (the commission area) by `npm run generate --workspace packages/contract`.
// Do not edit: a test fails when this file differs from what the definitions give.
// Zod-free, so a light page can build its API paths without loading any schema. The web imports
// routes by name (`import { signIn } from '@kt/contract/routes'`): its bundles then hold only the areas they call.
import type { definitions } from '../endpoint-definitions.ts';
import type { RouteRef } from '../http/path-to.ts';

/** A route of the table: its method and path, typed with its definition (never present at run time). */
type Route<K extends keyof typeof definitions> = RouteRef<(typeof definitions)[K]['path']> & { readonly definition?: (typeof definitions)[K] };
export const dealerCommissionStatement = { method: 'GET', path: '/api/wallet/dealer/commission/:statement/' } as Route<'dealerCommissionStatement'>;
export const dealerSubmitCommissionUtr = { method: 'POST', path: '/api/wallet/dealer/commission/:statement/payments/' } as Route<'dealerSubmitCommissionUtr'>;
