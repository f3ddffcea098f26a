// Generated from the endpoint definitions (the disputes area) by `npm run generate --workspace packages/contract`.
// Do not edit: a test fails when this file differs from what the definitions give.
// Zod-free, so a light page can build its API paths without loading any schema. The web imports
// routes by name (`import { signIn } from '@kt/contract/routes'`): its bundles then hold only the areas they call.
import type { definitions } from '../endpoint-definitions.ts';
import type { RouteRef } from '../http/path-to.ts';

/** A route of the table: its method and path, typed with its definition (never present at run time). */
type Route<K extends keyof typeof definitions> = RouteRef<(typeof definitions)[K]['path']> & { readonly definition?: (typeof definitions)[K] };
export const answerDispute = { method: 'POST', path: '/dealer/api/disputes/:id/answer/' } as Route<'answerDispute'>;
export const dealerDisputes = { method: 'GET', path: '/dealer/api/disputes/' } as Route<'dealerDisputes'>;
export const openDispute = { method: 'POST', path: '/api/order_dispute/:orderNumber/' } as Route<'openDispute'>;
export const orderDispute = { method: 'GET', path: '/api/order_dispute/:orderNumber/' } as Route<'orderDispute'>;
export const replyToRating = { method: 'POST', path: '/dealer/api/requests/ratings/:id/reply/' } as Route<'replyToRating'>;
