import { describe, expect, it } from 'vitest';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import { addToCart, cartTotal, changeQuantity, lineTotal, placeInCart, type CartItem } from './cart.ts';

const item = (id: number, overrides: Partial<CartItem> = {}): Omit<CartItem, 'itemQuantity' | 'totalPrice'> => ({
  id,
  name: `Item ${id}`,
  img: '/media/x.svg',
  dealer: 3,
  dealerName: 'Ramesh Kabadiwala',
  price: '14.50',
  pincode: '282001',
  subcategory_id: id,
  gst: '0.00',
  percentage: '1.00',
  unit: 'kg',
  ...overrides,
});

function fill(count: number): CartItem[] {
  let items: CartItem[] = [];
  for (let id = 1; id <= count; id += 1) {
    const change = addToCart(items, item(id), 1);
    if (!change.ok) throw new Error(change.message);
    items = change.items;
  }
  return items;
}

describe('the cart rules of spec 5', () => {
  it("adds an item with 'Added to cart!' and its line total", () => {
    const change = addToCart([], item(1), 3);
    expect(change).toMatchObject({ ok: true, message: messages.orders.addedToCart });
    expect(change.ok && change.items[0]).toMatchObject({ itemQuantity: 3, totalPrice: '43.50' });
  });

  it("refuses an empty, zero, negative or three-decimal quantity with 'Add a quantity before add to cart'", () => {
    for (const quantity of [Number.NaN, 0, -1, 1.234]) {
      expect(addToCart([], item(1), quantity)).toEqual({ ok: false, message: messages.orders.quantityRequired });
    }
  });

  it('refuses an item of another dealer or another pincode than the first item', () => {
    const items = fill(1);
    expect(addToCart(items, item(2, { dealer: 4 }), 1)).toEqual({ ok: false, message: messages.orders.differentDealer });
    expect(addToCart(items, item(2, { pincode: '282002' }), 1)).toEqual({ ok: false, message: messages.orders.differentDealer });
  });

  it('refuses an 11th item with the cart-limit message, but still adds to one already there', () => {
    const items = fill(10);
    expect(addToCart(items, item(11), 1)).toEqual({ ok: false, message: messages.orders.cartLimit });
    const merged = addToCart(items, item(4), 2.5);
    expect(merged.ok && merged.items).toHaveLength(10);
    expect(merged.ok && merged.items[3]).toMatchObject({ itemQuantity: 3.5, totalPrice: '50.75' });
  });

  it('never decrements below 1', () => {
    const items = changeQuantity(fill(1), 1, 0);
    expect(items[0]).toMatchObject({ itemQuantity: 1, totalPrice: '14.50' });
  });

  it('adds up in paise, without floating-point drift', () => {
    expect(lineTotal('0.10', 3)).toBe('0.30');
    expect(lineTotal('19.99', 2.5)).toBe('49.98');
    expect(cartTotal(fill(3))).toBe('43.50');
  });

  it('places an item for the server as for the browser: the position of the one already there, or why it is refused', () => {
    const lines = [{ id: 7, dealer: 3, pincode: '282001', itemQuantity: 2.5 }];
    expect(placeInCart(lines, { id: 7, dealer: 3, pincode: '282001' }, 1.25)).toEqual({ ok: true, index: 0, itemQuantity: 3.75 });
    expect(placeInCart(lines, { id: 8, dealer: 3, pincode: '282001' }, 1)).toEqual({ ok: true, index: -1, itemQuantity: 1 });
    expect(placeInCart(lines, { id: 8, dealer: 4, pincode: '282001' }, 1)).toMatchObject({ ok: false, refusal: 'otherDealer' });
    expect(placeInCart(lines, { id: 7, dealer: 3, pincode: '282001' }, limits.maxItemQuantityKg)).toMatchObject({ ok: false, refusal: 'quantity' });
  });
});
