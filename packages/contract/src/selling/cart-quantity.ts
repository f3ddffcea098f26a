import { z } from 'zod';
import { messages } from '../messages.ts';
import { isValidQuantity } from './cart.ts';

/**
 * The kg typed on a price card before 'Add to cart' (spec 5): a number above 0 with at most two
 * places, within the limit (the cart's own rule, isValidQuantity), else 'Add a quantity before
 * add to cart'.
 */
export const ZCartQuantityForm = z.object({
  quantity: z
    .string()
    .trim()
    .min(1, messages.orders.quantityRequired)
    .pipe(z.coerce.number<string>(messages.orders.quantityRequired).refine(isValidQuantity, messages.orders.quantityRequired)),
});
