import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import {
  ZFollowUpResponse,
  ZNoShowRequest,
  ZOtherDealersResponse,
  ZRebookRequest,
  ZRebookResponse,
  ZRescheduleAnswerRequest,
  ZRescheduleRequest,
} from './follow-up.ts';

const ZOrderNumberParams = z.object({ orderNumber: z.string().min(1).max(40) });

/** Issue 28: pickups that do not silently fail. */
export const followUpEndpoints = {
  otherDealers: defineEndpoint({
    method: 'GET',
    path: '/api/orders/:orderNumber/other_dealers/',
    access: ['customer'],
    params: ZOrderNumberParams,
    response: ZOtherDealersResponse,
    summary: "The other bookable dealers of an unanswered order's pincode, with what they buy of it at their prices now.",
  }),
  rebook: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:orderNumber/rebook/',
    access: ['customer'],
    params: ZOrderNumberParams,
    body: ZRebookRequest,
    response: ZRebookResponse,
    status: 201,
    summary: 'Cancels an order its dealer left unanswered and books the same items, address and slot with another dealer.',
  }),
  noShow: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:orderNumber/no_show/',
    access: ['customer'],
    params: ZOrderNumberParams,
    body: ZNoShowRequest,
    response: ZFollowUpResponse,
    summary: "Reports that nobody came for an Accepted pickup in its slot, and cancels it or proposes a new date and slot.",
  }),
  reschedule: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:orderNumber/reschedule/',
    access: ['dealer', 'employee'],
    params: ZOrderNumberParams,
    body: ZRescheduleRequest,
    response: ZFollowUpResponse,
    summary: 'Proposes a new date and slot for an Accepted pickup, with a reason; the customer accepts or declines it.',
  }),
  rescheduleAnswer: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:orderNumber/reschedule/answer/',
    access: ['customer', 'dealer', 'employee'],
    params: ZOrderNumberParams,
    body: ZRescheduleAnswerRequest,
    response: ZFollowUpResponse,
    summary: "Accepts or declines the other side's proposed date and slot.",
  }),
};
