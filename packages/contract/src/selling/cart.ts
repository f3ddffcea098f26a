// Zod-free: the selling page and the cart use these on first load.
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import { add, hasAtMostTwoPlaces, multiply, quantityText } from '../money.ts';

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

/** price × quantity in rupees (two decimals), rounded half up to the paisa as the server rounds it. */
export function lineTotal(price: string, quantity: number): string {
  return multiply(quantityText(quantity), price);
}

export function cartTotal(items: readonly CartItem[]): string {
  return add(items.map((item) => item.totalPrice));
}

/** A quantity the cart takes: more than 0 kg, at most two decimals, not absurdly large. */
export function isValidQuantity(quantity: number): boolean {
  return (
    Number.isFinite(quantity) &&
    quantity > 0 &&
    quantity <= limits.maxItemQuantityKg &&
    hasAtMostTwoPlaces(quantity)
  );
}

/** What the cart's rule reads of an item: its price list id, whose and where it is, how many kg. */
export type CartLine = { id: number | null; dealer: number; pincode: string; itemQuantity: number };

/** Why an item cannot go into the cart: its quantity, another dealer or pincode, a full cart. */
export type CartRefusal = 'quantity' | 'otherDealer' | 'full';

/** The rule's answer: refused, or the position of the item already there that takes the kg (-1: a new item) and its kg. */
export type CartPlacement = { ok: false; refusal: CartRefusal; message: string } | { ok: true; index: number; itemQuantity: number };

const refusalMessages: Record<CartRefusal, string> = {
  quantity: messages.orders.quantityRequired,
  otherDealer: messages.orders.differentDealer,
  full: messages.orders.cartLimit,
};
const refuse = (refusal: CartRefusal): CartPlacement => ({ ok: false, refusal, message: refusalMessages[refusal] });

/**
 * Where `quantity` kg of a priced item goes (spec 5 'Add to cart' and 'Cart'): the quantity must
 * be above 0; every item shares the dealer and pincode of the first; an item already in the cart
 * gets the quantity added; at most limits.cartMaxItems different items. The browser's cart and
 * the server's add_item both decide with this.
 */
export function placeInCart(items: readonly CartLine[], item: Pick<CartLine, 'dealer' | 'pincode'> & { id: number }, quantity: number): CartPlacement {
  if (!isValidQuantity(quantity)) return refuse('quantity');
  const first = items[0];
  if (first && (first.dealer !== item.dealer || first.pincode !== item.pincode)) return refuse('otherDealer');
  const index = items.findIndex((entry) => entry.id === item.id);
  const existing = items[index];
  if (existing) {
    const itemQuantity = Math.round((existing.itemQuantity + quantity) * 100) / 100;
    if (itemQuantity > limits.maxItemQuantityKg) return refuse('quantity');
    return { ok: true, index, itemQuantity };
  }
  if (items.length >= limits.cartMaxItems) return refuse('full');
  return { ok: true, index: -1, itemQuantity: quantity };
}

/** Adds `quantity` kg of a priced item to the browser's cart, by the rule of placeInCart. */
export function addToCart(items: readonly CartItem[], item: Omit<CartItem, 'itemQuantity' | 'totalPrice'>, quantity: number): CartChange {
  const placement = placeInCart(items, item, quantity);
  if (!placement.ok) return { ok: false, message: placement.message };
  const { index, itemQuantity } = placement;
  return {
    ok: true,
    message: messages.orders.addedToCart,
    items:
      index >= 0
        ? items.map((entry, position) => (position === index ? withQuantity(entry, itemQuantity) : entry))
        : [...items, withQuantity({ ...item, itemQuantity: 0, totalPrice: '0.00' }, itemQuantity)],
  };
}

/** Sets an item's quantity; decrementing never goes below 1 (spec 5). */
export function changeQuantity(items: readonly CartItem[], id: number, quantity: number): CartItem[] {
  const next = Math.min(Math.max(1, Math.round(quantity * 100) / 100), limits.maxItemQuantityKg);
  return items.map((entry) => (entry.id === id ? withQuantity(entry, next) : entry));
}

/**
 * Ours (issue 28): the kg a person types in the cart, as the cart takes it (isValidQuantity: above
 * 0, at most two decimals, within the limit), or null. Plain digits with an optional decimal point.
 */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return isValidQuantity(quantity) ? quantity : null;
}

/** Sets an item's quantity to a typed kg (issue 28): any quantity the cart takes, below 1 kg too; anything else changes nothing. */
export function setQuantity(items: readonly CartItem[], id: number, quantity: number): CartItem[] {
  if (!isValidQuantity(quantity)) return [...items];
  return items.map((entry) => (entry.id === id ? withQuantity(entry, quantity) : entry));
}

export function removeFromCart(items: readonly CartItem[], id: number): CartItem[] {
  return items.filter((entry) => entry.id !== id);
}

function withQuantity(item: CartItem, itemQuantity: number): CartItem {
  return { ...item, itemQuantity, totalPrice: lineTotal(item.price, itemQuantity) };
}
