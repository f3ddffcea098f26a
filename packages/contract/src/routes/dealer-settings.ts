// Generated from the endpoint definitions (the dealer-settings area) by `npm run generate --workspace packages/contract`.
// Do not edit: a test fails when this file differs from what the definitions give.
// Zod-free, so a light page can build its API paths without loading any schema. The web imports
// routes by name (`import { signIn } from '@kt/contract/routes'`): its bundles then hold only the areas they call.
import type { definitions } from '../endpoint-definitions.ts';
import type { RouteRef } from '../http/path-to.ts';

/** A route of the table: its method and path, typed with its definition (never present at run time). */
type Route<K extends keyof typeof definitions> = RouteRef<(typeof definitions)[K]['path']> & { readonly definition?: (typeof definitions)[K] };
export const addCategoryRequest = { method: 'POST', path: '/dealer_details/add_category_request/' } as Route<'addCategoryRequest'>;
export const addDocuments = { method: 'POST', path: '/dealer_details/add_documents/' } as Route<'addDocuments'>;
export const addPincodes = { method: 'POST', path: '/dealer_details/add_pincodes/' } as Route<'addPincodes'>;
export const addPrice = { method: 'POST', path: '/dealer_details/add-price/' } as Route<'addPrice'>;
export const allPincodes = { method: 'GET', path: '/dealer_details/get_all_pincodes/:id/' } as Route<'allPincodes'>;
export const categoryRequests = { method: 'GET', path: '/dealer_details/get_category_request/:id/' } as Route<'categoryRequests'>;
export const dealerDocuments = { method: 'GET', path: '/dealer_details/get_documents/:id/' } as Route<'dealerDocuments'>;
export const dealerPrices = { method: 'GET', path: '/dealer_details/get-price/:id/' } as Route<'dealerPrices'>;
export const dealerSetupStatus = { method: 'GET', path: '/dealer/api/setup-status/' } as Route<'dealerSetupStatus'>;
export const deletePrice = { method: 'POST', path: '/dealer_details/delete-price/' } as Route<'deletePrice'>;
export const numberOfPincodes = { method: 'GET', path: '/dealer_details/no_of_pincodes/:id/' } as Route<'numberOfPincodes'>;
export const requestPincode = { method: 'POST', path: '/dealer_details/request_to_add_pincodes/' } as Route<'requestPincode'>;
export const updatePincodes = { method: 'POST', path: '/dealer_details/update_pincodes/' } as Route<'updatePincodes'>;
export const updatePrice = { method: 'POST', path: '/dealer_details/update-price/' } as Route<'updatePrice'>;
