import type { z } from 'zod';
import { endpoints } from '@kt/contract/endpoints';
import type { ZDeleteItemsResponse } from '@kt/contract/orders/checkout';
import { apiFetch } from '../../../lib/api-client.ts';

export type DeleteItemsResponse = z.infer<typeof ZDeleteItemsResponse>;

/**
 * DELETE /api/delete_all_items/{customer}/{dealer}/{True|False}/: drops the items added on the
 * server that are not in an order yet, of this dealer (False) or of every dealer (True).
 */
export function deleteServerItems(customerId: number, dealerId: number, allDealers = false): Promise<DeleteItemsResponse> {
  return apiFetch<DeleteItemsResponse>(endpoints.deleteAllItems(customerId, dealerId, allDealers), {
    method: 'DELETE',
    auth: true,
  });
}
