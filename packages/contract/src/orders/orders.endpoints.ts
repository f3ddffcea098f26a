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
import { ZOrderCompletion, ZOrderCompletionRequest, ZPickupCode, ZWeightsProposal } from './completion.ts';
import { scalePhotoMaxBytes, ZDealerWeights, ZWeightsProposalRequest } from './weights.ts';
import { ZDealerDashboard, ZOrderListResponse, ZOrderStatusRequest, ZOrderStatusResponse } from './orders.ts';
import { ZReceipt } from './receipts.ts';
import { weightsMessages } from './weights-messages.ts';

const ZOrderNumberParams = z.object({ orderNumber: z.string().min(1).max(40) });
const ZIdParams = z.object({ id: ZId });
/** The order's two parties: its customer, its dealer or one of the dealer's employees (acting for the dealer). */
const orderParty = ['customer', 'dealer', 'employee'] as const;
const dealerSide = ['dealer', 'employee'] as const;
/**
 * Who sells (issue 28, spec 1): a customer, or a Kabadi or Collector dealer selling on to a
 * Recycler (the server refuses any other dealer, and never lets an employee sell).
 */
const seller = ['customer', 'dealer'] as const;

/** Spec 7 'Selling, cart and orders', and the pickup at the door with its receipt (issue 16). */
export const ordersEndpoints = {
  addItem: defineEndpoint({
    method: 'POST',
    path: '/api/add_item/',
    access: seller,
    body: ZAddItemRequest,
    response: ZAddItemResponse,
    status: 201,
    summary: "Adds a cart item on the server at the dealer's current price.",
  }),
  deleteAllItems: defineEndpoint({
    method: 'DELETE',
    path: '/api/delete_all_items/:customer/:dealer/:all/',
    access: seller,
    params: ZDeleteItemsParams,
    response: ZDeleteItemsResponse,
    bodyless: true,
    summary: "Drops the customer's items not in an order yet, of one dealer (False) or of every dealer (True).",
  }),
  addOrder: defineEndpoint({
    method: 'POST',
    path: '/api/add_order/',
    access: seller,
    body: ZAddOrderRequest,
    response: ZAddOrderResponse,
    status: 201,
    summary: "Gathers the customer's added items of a dealer into an order draft.",
  }),
  orderInfo: defineEndpoint({
    method: 'POST',
    path: '/api/order_info/',
    access: seller,
    body: ZOrderInfoRequest,
    response: ZOrderInfoResponse,
    status: 201,
    summary: "An order draft's pickup address and slot.",
  }),
  orderConfirm: defineEndpoint({
    method: 'POST',
    path: '/api/order_confirm/',
    access: seller,
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
    access: seller,
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
    access: seller,
    params: ZOrderNumberParams,
    response: ZPickupCode,
    summary: "The customer's pickup code of an Accepted order.",
  }),
  newOrderPickupCode: defineEndpoint({
    method: 'POST',
    path: '/api/order_pickup_code/:orderNumber/',
    access: seller,
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
  orderWeights: defineEndpoint({
    method: 'GET',
    path: '/api/order_weights/:orderNumber/',
    access: dealerSide,
    params: ZOrderNumberParams,
    response: ZDealerWeights,
    summary: 'The weights proposed for an Accepted order and whom a UPI payment goes to (issue 28).',
  }),
  proposeOrderWeights: defineEndpoint({
    method: 'POST',
    path: '/api/order_weights/:orderNumber/',
    access: dealerSide,
    params: ZOrderNumberParams,
    body: ZWeightsProposalRequest,
    files: { scale_photo: { maxBytes: scalePhotoMaxBytes, tooLarge: weightsMessages.scalePhotoTooLarge } },
    response: ZWeightsProposal,
    // Each proposal is an e-mail to the customer: counted per address, so the route is no mail cannon.
    rateLimit: { name: 'orderWeights', policy: rateLimits.orderWeights },
    summary: "Proposes the weighed items at the door (and a photo of the scale); the customer's card shows them with a new code.",
  }),
  orderScalePhoto: defineEndpoint({
    method: 'GET',
    path: '/api/order_scale_photo/:orderNumber/',
    access: orderParty,
    params: ZOrderNumberParams,
    summary: "The photo of the scale's reading of an order, for its two parties only.",
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
