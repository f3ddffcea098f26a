// Generated from the endpoint definitions (the orders area) by `npm run generate --workspace packages/contract`.
// Do not edit: a test fails when this file differs from what the definitions give.
// Zod-free, so a light page can build its API paths without loading any schema. The web imports
// routes by name (`import { signIn } from '@kt/contract/routes'`): its bundles then hold only the areas they call.
import type { definitions } from '../endpoint-definitions.ts';
import type { RouteRef } from '../http/path-to.ts';

/** A route of the table: its method and path, typed with its definition (never present at run time). */
type Route<K extends keyof typeof definitions> = RouteRef<(typeof definitions)[K]['path']> & { readonly definition?: (typeof definitions)[K] };
export const addItem = { method: 'POST', path: '/api/add_item/' } as Route<'addItem'>;
export const addOrder = { method: 'POST', path: '/api/add_order/' } as Route<'addOrder'>;
export const customerOrders = { method: 'GET', path: '/api/customer/confirm_orders/:id/' } as Route<'customerOrders'>;
export const dealerDashboard = { method: 'GET', path: '/dealer/api/dashboard/' } as Route<'dealerDashboard'>;
export const dealerOrders = { method: 'GET', path: '/api/dealer/confirm_orders/:id/' } as Route<'dealerOrders'>;
export const deleteAllItems = { method: 'DELETE', path: '/api/delete_all_items/:customer/:dealer/:all/' } as Route<'deleteAllItems'>;
export const newOrderPickupCode = { method: 'POST', path: '/api/order_pickup_code/:orderNumber/' } as Route<'newOrderPickupCode'>;
export const orderComplete = { method: 'POST', path: '/api/order_complete/:orderNumber/' } as Route<'orderComplete'>;
export const orderConfirm = { method: 'POST', path: '/api/order_confirm/' } as Route<'orderConfirm'>;
export const orderInfo = { method: 'POST', path: '/api/order_info/' } as Route<'orderInfo'>;
export const orderPickupCode = { method: 'GET', path: '/api/order_pickup_code/:orderNumber/' } as Route<'orderPickupCode'>;
export const orderReceipt = { method: 'GET', path: '/api/order_receipt/:orderNumber/' } as Route<'orderReceipt'>;
export const orderReceiptPdf = { method: 'GET', path: '/api/order_receipt/:orderNumber/pdf/' } as Route<'orderReceiptPdf'>;
export const orderScalePhoto = { method: 'GET', path: '/api/order_scale_photo/:orderNumber/' } as Route<'orderScalePhoto'>;
export const orderStatus = { method: 'PATCH', path: '/api/order_confirm/:orderNumber/' } as Route<'orderStatus'>;
export const orderWeights = { method: 'GET', path: '/api/order_weights/:orderNumber/' } as Route<'orderWeights'>;
export const proposeOrderWeights = { method: 'POST', path: '/api/order_weights/:orderNumber/' } as Route<'proposeOrderWeights'>;
