import type { z } from 'zod';
import type { ZDeleteItemsResponse } from '@kt/contract/orders/checkout';
import { deleteAllItems } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export type DeleteItemsResponse = z.infer<typeof ZDeleteItemsResponse>;

/**
 * DELETE /api/delete_all_items/{customer}/{dealer}/{True|False}/: drops the items added on the
 * server that are not in an order yet, of this dealer (False) or of every dealer (True).
 */
export function deleteServerItems(customerId: number, dealerId: number, allDealers = false): Promise<DeleteItemsResponse> {
  return callEndpoint(deleteAllItems, {
    params: { customer: customerId, dealer: dealerId, all: allDealers ? 'True' : 'False' },
    auth: true,
  });
}
