import { z } from 'zod';
import { ZMsgResponse } from '../accounts/sign-up.ts';
import { ZAdminCommissionPaymentList, ZAdminCommissionPaymentQuery, ZOverdueStatementList } from '../commission/commission.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import { ZId } from '../ids.ts';
import { ZRejection } from './rejection.ts';
import { adminMessages } from './admin-messages.ts';

const ZIdParams = z.object({ id: ZId });

/** Issue 28: an admin checks the dealers' commission payments and sees the overdue statements. */
export const adminCommissionEndpoints = {
  adminCommissionPayments: defineEndpoint({
    method: 'GET',
    path: '/v3/admin/commission-payments/',
    access: ['admin'],
    query: ZAdminCommissionPaymentQuery,
    response: ZAdminCommissionPaymentList,
    summary: "One page of the dealers' commission payments in a state, oldest submitted first.",
  }),
  adminVerifyCommissionPayment: defineEndpoint({
    method: 'POST',
    path: '/v3/admin/commission-payments/:id/verify/',
    access: ['admin'],
    params: ZIdParams,
    bodyless: true,
    response: ZMsgResponse,
    summary: 'Marks a submitted commission payment verified; the dealer is told.',
  }),
  adminRejectCommissionPayment: defineEndpoint({
    method: 'POST',
    path: '/v3/admin/commission-payments/:id/reject/',
    access: ['admin'],
    params: ZIdParams,
    body: ZRejection,
    response: ZMsgResponse,
    validationMessage: adminMessages.reasonRequired,
    summary: 'Rejects a submitted commission payment with the reason the dealer is told; the dealer may submit again.',
  }),
  adminOverdueStatements: defineEndpoint({
    method: 'GET',
    path: '/v3/admin/commission-statements/overdue/',
    access: ['admin'],
    response: ZOverdueStatementList,
    summary: 'The statements past their due date with commission still due, oldest month first.',
  }),
};
