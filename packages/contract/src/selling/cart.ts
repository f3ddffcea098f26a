// Zod-free: the selling page and the cart use these on first load.
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';

/**
 * A cart item as the browser keeps it (spec 3 'Cart item'). `id` is the price list id; `price`
 * is Rs per kg as the server sent it ('14.00'); `totalPrice` is price × quantity, in rupees with
 * two decimals. The server never trusts `price`: it charges the dealer's current price.
 */
export type CartItem = {
  id: number;
  name: string;
  img: string;
  dealer: number;
  dealerName: string;
  price: string;
  pincode: string;
  subcategory_id: number;
  itemQuantity: number;
  totalPrice: string;
  gst: string;
  percentage: string;
  unit: string;
};

export type CartChange = { ok: true; items: CartItem[]; message: string } | { ok: false; message: string };

/** Whole paise of a rupee amount written with at most two decimals ('14', '14.5', '14.05'). */
export function toPaise(rupees: string | number): number {
  return Math.round(Number(rupees) * 100);
}

/** Rupees with two decimals from paise. */
export function fromPaise(paise: number): string {
  return (paise / 100).toFixed(2);
}

/** price × quantity in rupees (two decimals), rounded to the paisa as the server rounds it. */
export function lineTotal(price: string, quantity: number): string {
  return fromPaise(Math.round(toPaise(price) * quantity));
}

export function cartTotal(items: readonly CartItem[]): string {
  return fromPaise(items.reduce((sum, item) => sum + toPaise(item.totalPrice), 0));
}

/** A quantity the cart takes: more than 0 kg, at most two decimals, not absurdly large. */
export function isValidQuantity(quantity: number): boolean {
  return (
    Number.isFinite(quantity) &&
    quantity > 0 &&
    quantity <= limits.maxItemQuantityKg &&
    Math.abs(Math.round(quantity * 100) - quantity * 100) < 1e-6
  );
}

/**
 * Adds `quantity` kg of a priced item (spec 5 'Add to cart' and 'Cart'): the quantity must be
 * above 0; every item shares the dealer and pincode of the first; an item already in the cart
 * gets the quantity added; at most limits.cartMaxItems different items.
 */
export function addToCart(items: readonly CartItem[], item: Omit<CartItem, 'itemQuantity' | 'totalPrice'>, quantity: number): CartChange {
  if (!isValidQuantity(quantity)) return { ok: false, message: messages.orders.quantityRequired };
  const first = items[0];
  if (first && (first.dealer !== item.dealer || first.pincode !== item.pincode)) {
    return { ok: false, message: messages.orders.differentDealer };
  }
  const existing = items.find((entry) => entry.id === item.id);
  if (existing) {
    const itemQuantity = Math.round((existing.itemQuantity + quantity) * 100) / 100;
    if (itemQuantity > limits.maxItemQuantityKg) return { ok: false, message: messages.orders.quantityRequired };
    return {
      ok: true,
      message: messages.orders.addedToCart,
      items: items.map((entry) => (entry.id === item.id ? withQuantity(entry, itemQuantity) : entry)),
    };
  }
  if (items.length >= limits.cartMaxItems) return { ok: false, message: messages.orders.cartLimit };
  return { ok: true, message: messages.orders.addedToCart, items: [...items, withQuantity({ ...item, itemQuantity: 0, totalPrice: '0.00' }, quantity)] };
}

/** Sets an item's quantity; decrementing never goes below 1 (spec 5). */
export function changeQuantity(items: readonly CartItem[], id: number, quantity: number): CartItem[] {
  const next = Math.min(Math.max(1, Math.round(quantity * 100) / 100), limits.maxItemQuantityKg);
  return items.map((entry) => (entry.id === id ? withQuantity(entry, next) : entry));
}

export function removeFromCart(items: readonly CartItem[], id: number): CartItem[] {
  return items.filter((entry) => entry.id !== id);
}

function withQuantity(item: CartItem, itemQuantity: number): CartItem {
  return { ...item, itemQuantity, totalPrice: lineTotal(item.price, itemQuantity) };
}
