import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { ZId } from '../ids.ts';
import { rateLimits } from '../limits.ts';
import { ZPageQuery } from '../paging.ts';
import {
  ZAddItemRequest,
  ZAddItemResponse,
  ZAddOrderRequest,
  ZAddOrderResponse,
  ZDeleteItemsParams,
  ZDeleteItemsResponse,
  ZOrderConfirmRequest,
  ZOrderConfirmResponse,
  ZOrderInfoRequest,
  ZOrderInfoResponse,
} from './checkout.ts';
import { ZOrderCompletion, ZOrderCompletionRequest, ZPickupCode } from './completion.ts';
import { ZDealerDashboard, ZOrderListResponse, ZOrderStatusRequest, ZOrderStatusResponse } from './orders.ts';
import { ZReceipt } from './receipts.ts';

const ZOrderNumberParams = z.object({ orderNumber: z.string().min(1).max(40) });
const ZIdParams = z.object({ id: ZId });
/** The order's two parties: its customer, its dealer or one of the dealer's employees (acting for the dealer). */
const orderParty = ['customer', 'dealer', 'employee'] as const;
const dealerSide = ['dealer', 'employee'] as const;

/** Spec 7 'Selling, cart and orders', and the pickup at the door with its receipt (issue 16). */
export const ordersEndpoints = {
  addItem: defineEndpoint({
    method: 'POST',
    path: '/api/add_item/',
    access: ['customer'],
    body: ZAddItemRequest,
    response: ZAddItemResponse,
    status: 201,
    summary: "Adds a cart item on the server at the dealer's current price.",
  }),
  deleteAllItems: defineEndpoint({
    method: 'DELETE',
    path: '/api/delete_all_items/:customer/:dealer/:all/',
    access: ['customer'],
    params: ZDeleteItemsParams,
    response: ZDeleteItemsResponse,
    bodyless: true,
    summary: "Drops the customer's items not in an order yet, of one dealer (False) or of every dealer (True).",
  }),
  addOrder: defineEndpoint({
    method: 'POST',
    path: '/api/add_order/',
    access: ['customer'],
    body: ZAddOrderRequest,
    response: ZAddOrderResponse,
    status: 201,
    summary: "Gathers the customer's added items of a dealer into an order draft.",
  }),
  orderInfo: defineEndpoint({
    method: 'POST',
    path: '/api/order_info/',
    access: ['customer'],
    body: ZOrderInfoRequest,
    response: ZOrderInfoResponse,
    status: 201,
    summary: "An order draft's pickup address and slot.",
  }),
  orderConfirm: defineEndpoint({
    method: 'POST',
    path: '/api/order_confirm/',
    access: ['customer'],
    body: ZOrderConfirmRequest,
    response: ZOrderConfirmResponse,
    status: 201,
    // Confirming the same order info again answers the order already placed.
    otherAnswers: { 200: ZOrderConfirmResponse },
    summary: 'Places the order of an order info, once.',
  }),
  orderStatus: defineEndpoint({
    method: 'PATCH',
    path: '/api/order_confirm/:orderNumber/',
    access: orderParty,
    params: ZOrderNumberParams,
    body: ZOrderStatusRequest,
    response: ZOrderStatusResponse,
    summary: "Accepts or cancels an order, as spec 4 allows its party.",
  }),
  customerOrders: defineEndpoint({
    method: 'GET',
    path: '/api/customer/confirm_orders/:id/',
    access: ['customer'],
    params: ZIdParams,
    query: ZPageQuery,
    response: ZOrderListResponse,
    summary: "One page of the customer's orders, newest first.",
  }),
  dealerOrders: defineEndpoint({
    method: 'GET',
    path: '/api/dealer/confirm_orders/:id/',
    access: dealerSide,
    params: ZIdParams,
    query: ZPageQuery,
    response: ZOrderListResponse,
    summary: "One page of the dealer's orders with the customers' contact, newest first.",
  }),
  dealerDashboard: defineEndpoint({
    method: 'GET',
    path: '/dealer/api/dashboard/',
    access: ['dealer'],
    response: ZDealerDashboard,
    summary: "The dealer home's tiles.",
  }),
  orderPickupCode: defineEndpoint({
    method: 'GET',
    path: '/api/order_pickup_code/:orderNumber/',
    access: ['customer'],
    params: ZOrderNumberParams,
    response: ZPickupCode,
    summary: "The customer's pickup code of an Accepted order.",
  }),
  newOrderPickupCode: defineEndpoint({
    method: 'POST',
    path: '/api/order_pickup_code/:orderNumber/',
    access: ['customer'],
    params: ZOrderNumberParams,
    response: ZPickupCode,
    bodyless: true,
    // Each new code is an e-mail: counted per address, so no one turns the route into a mail cannon.
    rateLimit: { name: 'pickupCodes', policy: rateLimits.pickupCodes },
    summary: 'A new pickup code, e-mailed to the customer; the old one stops working.',
  }),
  orderComplete: defineEndpoint({
    method: 'POST',
    path: '/api/order_complete/:orderNumber/',
    access: dealerSide,
    params: ZOrderNumberParams,
    body: ZOrderCompletionRequest,
    response: ZOrderCompletion,
    summary: 'Completes an Accepted order at the door with the code, the weighed items and the payment.',
  }),
  orderReceipt: defineEndpoint({
    method: 'GET',
    path: '/api/order_receipt/:orderNumber/',
    access: orderParty,
    params: ZOrderNumberParams,
    response: ZReceipt,
    summary: "A Completed order's receipt (the commission only for the dealer's side).",
  }),
  orderReceiptPdf: defineEndpoint({
    method: 'GET',
    path: '/api/order_receipt/:orderNumber/pdf/',
    access: orderParty,
    params: ZOrderNumberParams,
    summary: "A Completed order's receipt as a PDF file.",
  }),
};
