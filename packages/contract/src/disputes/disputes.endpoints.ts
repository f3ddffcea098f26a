import { z } from 'zod';
import { ZMsgResponse } from '../accounts/sign-up.ts';
import { defineEndpoint, type FileRule } from '../http/endpoint.ts';
import { ZPageQuery } from '../paging.ts';
import { disputeRules } from './dispute-rules.ts';
import { ZDispute, ZDisputeAnswerBody, ZDisputeIdParams, ZDisputeList, ZDisputeOrderParams, ZOpenDisputeBody, ZRatingReplyBody } from './disputes.ts';
import { disputeMessages } from './dispute-messages.ts';

const photo: FileRule = { maxBytes: disputeRules.photoMaxBytes, tooLarge: disputeMessages.photoTooLarge };

/** Issue 28: disputes of completed pickups by their parties, and the dealer's reply to a rating. */
export const disputesEndpoints = {
  openDispute: defineEndpoint({
    method: 'POST',
    path: '/api/order_dispute/:orderNumber/',
    access: ['customer'],
    params: ZDisputeOrderParams,
    body: ZOpenDisputeBody,
    files: { photo },
    status: 201,
    response: ZDispute,
    validationMessage: disputeMessages.noteInvalid,
    summary: "Reports the customer's Completed pickup within the dispute window: once, with a note and an optional photo.",
  }),
  orderDispute: defineEndpoint({
    method: 'GET',
    path: '/api/order_dispute/:orderNumber/',
    access: ['customer', 'dealer', 'employee'],
    params: ZDisputeOrderParams,
    response: ZDispute,
    summary: "The dispute of an order, for the order's customer and dealer; 404 when there is none.",
  }),
  dealerDisputes: defineEndpoint({
    method: 'GET',
    path: '/dealer/api/disputes/',
    access: ['dealer', 'employee'],
    query: ZPageQuery,
    response: ZDisputeList,
    summary: "The disputes of the dealer's pickups, newest first, paged.",
  }),
  answerDispute: defineEndpoint({
    method: 'POST',
    path: '/dealer/api/disputes/:id/answer/',
    access: ['dealer', 'employee'],
    params: ZDisputeIdParams,
    body: ZDisputeAnswerBody,
    response: ZDispute,
    validationMessage: disputeMessages.answerInvalid,
    summary: "The dealer's one answer to a dispute of their pickup.",
  }),
  replyToRating: defineEndpoint({
    method: 'POST',
    path: '/dealer/api/requests/ratings/:id/reply/',
    access: ['dealer'],
    params: z.object({ id: ZDisputeIdParams.shape.id }),
    body: ZRatingReplyBody,
    response: ZMsgResponse,
    validationMessage: disputeMessages.replyInvalid,
    summary: "The rated dealer's one public reply, shown under the rating on their marketplace page.",
  }),
};
