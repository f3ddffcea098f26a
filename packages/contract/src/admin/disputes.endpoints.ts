import { defineEndpoint } from '../http/endpoint.ts';
import { ZPageQuery } from '../paging.ts';
import { ZCloseDisputeBody, ZDispute, ZDisputeIdParams, ZDisputeList } from '../disputes/disputes.ts';
import { disputeMessages } from '../disputes/dispute-messages.ts';

/** Issue 28: the admin lists open disputes, oldest first, and closes each with an outcome. */
export const adminDisputeEndpoints = {
  adminDisputes: defineEndpoint({
    method: 'GET',
    path: '/v3/admin/disputes/',
    access: ['admin'],
    query: ZPageQuery,
    response: ZDisputeList,
    summary: 'One page of the open disputes, oldest first.',
  }),
  adminCloseDispute: defineEndpoint({
    method: 'POST',
    path: '/v3/admin/disputes/:id/close/',
    access: ['admin'],
    params: ZDisputeIdParams,
    body: ZCloseDisputeBody,
    response: ZDispute,
    validationMessage: disputeMessages.closeInvalid,
    summary: "Closes an open dispute: upheld with an adjustment of the order's paid amount, or rejected; with the reason both parties are told.",
  }),
};
