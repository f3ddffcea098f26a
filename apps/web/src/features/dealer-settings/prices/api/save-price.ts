import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceRequest } from '@kt/contract/dealer-settings/prices';
import { addPrice, updatePrice } from '@kt/contract/routes';
import { ApiError } from '../../../../lib/api-client.ts';
import { callEndpoint } from '../../../../lib/call-endpoint.ts';
import { pricesKey } from './get-dealer-prices.ts';

/** Which of the spec's two calls saved the price: each has its own text (spec 8). */
export type PriceSaved = 'added' | 'updated';

function priceBody({ dealer, pincode, price, subcategory }: PriceRequest): FormData {
  const body = new FormData();
  body.set('dealer', String(dealer));
  body.set('pincode', pincode);
  body.set('price', price);
  body.set('subcategory', String(subcategory));
  return body;
}

/**
 * The spec's save (section 4): add-price first; when the server refuses it (409 once the dealer
 * has a price there), update-price with the same body. The update's refusal is the one thrown,
 * so its message is what the dealer reads. A network failure is not a refusal: nothing to update.
 * Resolves to the call that saved it.
 */
export async function savePrice(request: PriceRequest): Promise<PriceSaved> {
  try {
    await callEndpoint(addPrice, { body: priceBody(request), auth: true });
    return 'added';
  } catch (error) {
    if (!(error instanceof ApiError) || error.code === 'NETWORK') throw error;
    await callEndpoint(updatePrice, { body: priceBody(request), auth: true });
    return 'updated';
  }
}

export function useSavePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrice,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: pricesKey });
    },
  });
}
