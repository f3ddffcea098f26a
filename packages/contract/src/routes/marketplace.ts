// Generated from the endpoint definitions (the marketplace area) by `npm run generate --workspace packages/contract`.
// Do not edit: a test fails when this file differs from what the definitions give.
// Zod-free, so a light page can build its API paths without loading any schema. The web imports
// routes by name (`import { signIn } from '@kt/contract/routes'`): its bundles then hold only the areas they call.
import type { definitions } from '../endpoint-definitions.ts';
import type { RouteRef } from '../http/path-to.ts';

/** A route of the table: its method and path, typed with its definition (never present at run time). */
type Route<K extends keyof typeof definitions> = RouteRef<(typeof definitions)[K]['path']> & { readonly definition?: (typeof definitions)[K] };
export const addDealerInitiative = { method: 'POST', path: '/api3/dealer_initiatives/dealer_initiatives/' } as Route<'addDealerInitiative'>;
export const dealerData = { method: 'GET', path: '/v3/api/dealer-data/:id' } as Route<'dealerData'>;
export const dealerInitiatives = { method: 'GET', path: '/api3/dealer_initiatives/dealer_initiatives/' } as Route<'dealerInitiatives'>;
export const dealerInquiries = { method: 'GET', path: '/dealer/api/requests/inquiries/' } as Route<'dealerInquiries'>;
export const dealerRating = { method: 'POST', path: '/api3/dealer_rating/dealer_rating/' } as Route<'dealerRating'>;
export const dealerRatings = { method: 'GET', path: '/dealer/api/requests/ratings/' } as Route<'dealerRatings'>;
export const dealerReachUsMessages = { method: 'GET', path: '/dealer/api/requests/messages/' } as Route<'dealerReachUsMessages'>;
export const dealerScheduleRequest = { method: 'PATCH', path: '/dealer/api/requests/schedule/:id/' } as Route<'dealerScheduleRequest'>;
export const dealerScheduleRequests = { method: 'GET', path: '/dealer/api/requests/schedule/' } as Route<'dealerScheduleRequests'>;
export const marketplacePage = { method: 'GET', path: '/v3/api/marketplace/:id/' } as Route<'marketplacePage'>;
export const reachUs = { method: 'POST', path: '/api3/reach_us/reach_us/' } as Route<'reachUs'>;
export const removeDealerInitiative = { method: 'DELETE', path: '/api3/dealer_initiatives/dealer_initiatives/:id/' } as Route<'removeDealerInitiative'>;
export const schedulePickup = { method: 'POST', path: '/api3/schedule_pickup/schedule_pickup/' } as Route<'schedulePickup'>;
export const updateDealerInitiative = { method: 'PATCH', path: '/api3/dealer_initiatives/dealer_initiatives/:id/' } as Route<'updateDealerInitiative'>;
