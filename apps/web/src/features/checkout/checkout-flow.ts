import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { OrderConfirmResponse, PickupDetails } from '@kt/contract/orders/checkout';
import { toHundredths } from '@kt/contract/money';
import type { CartItem } from '@kt/contract/selling/cart';
import { addServerItem } from './api/add-item.ts';
import { addOrder } from './api/add-order.ts';
import { deleteServerItems } from './api/delete-items.ts';
import { confirmOrder } from './api/order-confirm.ts';
import { sendOrderInfo } from './api/order-info.ts';

/*
 * The order calls of spec 7 'Selling, cart and orders', in their order. The cart's items go to
 * the server when the person leaves step 1; the order is created, described and confirmed by
 * 'Check out' on step 3.
 */

export type SentCart = {
  /** The cart with the prices the server charges. */
  items: CartItem[];
  /** Whether any of them differs from what the cart showed. */
  hasPriceChanged: boolean;
};

/**
 * Puts the cart on the server: first a clean slate (every item of an earlier, abandoned
 * checkout goes, of any dealer), then add_item once per cart item, in order. The server
 * answers with the dealer's current price, which replaces the cart's where it differs.
 */
export async function sendCart(auth: AuthRecord, items: readonly CartItem[]): Promise<SentCart> {
  const first = items[0];
  if (!first) return { items: [], hasPriceChanged: false };
  await deleteServerItems(auth.id, first.dealer, true);
  const charged: CartItem[] = [];
  let hasPriceChanged = false;
  for (const item of items) {
    const answer = await addServerItem({
      customer_id: auth.id,
      dealer_id: item.dealer,
      price_list_id: item.id,
      subcategory_id: item.subcategory_id,
      subcategory_name: item.name,
      unit: item.unit,
      quantity: item.itemQuantity,
      unit_price: item.price,
    });
    if (toHundredths(answer.unit_price) === toHundredths(item.price)) {
      charged.push(item);
    } else {
      hasPriceChanged = true;
      charged.push({ ...item, price: answer.unit_price, totalPrice: answer.total_price });
    }
  }
  return { items: charged, hasPriceChanged };
}

/** What 'Check out' has obtained so far, so a retry carries on from the call that failed. */
export type CheckoutProgress = { cartOrderId?: number; orderInfoId?: number };

type PlaceOrder = {
  auth: AuthRecord;
  dealerId: number;
  details: PickupDetails;
  progress: CheckoutProgress;
  /** Told after each call that succeeds, with everything obtained so far. */
  onProgress: (progress: CheckoutProgress) => void;
};

/**
 * add_order, order_info, order_confirm (spec 7), skipping the ones `progress` already has: after
 * a network failure the retry does not make a second order draft. order_confirm is idempotent
 * on the server, so repeating it is safe.
 */
export async function placeOrder({ auth, dealerId, details, progress, onProgress }: PlaceOrder): Promise<OrderConfirmResponse> {
  let { cartOrderId, orderInfoId } = progress;
  if (cartOrderId === undefined) {
    cartOrderId = (await addOrder({ customer_id: auth.id, dealer_id: dealerId })).cart_order_id;
    onProgress({ cartOrderId });
  }
  if (orderInfoId === undefined) {
    orderInfoId = (
      await sendOrderInfo({
        cart_order_id: cartOrderId,
        ...details,
        email: auth.email,
        // Fixed placeholders, as the spec sends them.
        order_note: 'N/A',
        ip: 'N/A',
      })
    ).order_info_id;
    onProgress({ cartOrderId, orderInfoId });
  }
  return confirmOrder({ order_info_id: orderInfoId });
}
