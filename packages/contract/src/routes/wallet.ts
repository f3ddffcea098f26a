// Generated from the endpoint definitions (the wallet area) by `npm run generate --workspace packages/contract`.
// Do not edit: a test fails when this file differs from what the definitions give.
// Zod-free, so a light page can build its API paths without loading any schema. The web imports
// routes by name (`import { signIn } from '@kt/contract/routes'`): its bundles then hold only the areas they call.
import type { definitions } from '../endpoint-definitions.ts';
import type { RouteRef } from '../http/path-to.ts';

/** A route of the table: its method and path, typed with its definition (never present at run time). */
type Route<K extends keyof typeof definitions> = RouteRef<(typeof definitions)[K]['path']> & { readonly definition?: (typeof definitions)[K] };
export const customerWallet = { method: 'GET', path: '/api/wallet/customer/' } as Route<'customerWallet'>;
export const customerWalletHistory = { method: 'GET', path: '/api/wallet/customer/history/' } as Route<'customerWalletHistory'>;
export const dealerStatement = { method: 'GET', path: '/api/wallet/dealer/statement/:month/' } as Route<'dealerStatement'>;
export const dealerWallet = { method: 'GET', path: '/api/wallet/dealer/' } as Route<'dealerWallet'>;
export const dealerWalletHistory = { method: 'GET', path: '/api/wallet/dealer/history/' } as Route<'dealerWalletHistory'>;
