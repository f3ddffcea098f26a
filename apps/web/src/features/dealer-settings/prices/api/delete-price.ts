import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletePrice as deletePriceRoute } from '@kt/contract/routes';
import { callEndpoint } from '../../../../lib/call-endpoint.ts';
import { pricesKey } from './get-dealer-prices.ts';

export type PriceKeyFields = { dealer: number; subcategory: number; pincode: string };

/** POST /dealer_details/delete-price/ (dealer, subcategory, pincode): 200 'successfully removed', 404 when there was none. */
export function deletePrice({ dealer, subcategory, pincode }: PriceKeyFields): Promise<{ msg: string }> {
  const body = new FormData();
  body.set('dealer', String(dealer));
  body.set('subcategory', String(subcategory));
  body.set('pincode', pincode);
  return callEndpoint(deletePriceRoute, { body, auth: true });
}

/** Refreshes the prices after a refusal too: a 404 means the list on screen was out of date. */
export function useDeletePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePrice,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: pricesKey });
    },
  });
}
