import { describe, expect, it } from 'vitest';
import { limits } from '../limits.ts';
import { parseQuantity, setQuantity, type CartItem } from './cart.ts';

const item: CartItem = {
  id: 11,
  name: 'newspaper',
  img: '/media/newspaper.png',
  dealer: 3,
  dealerName: 'Ravi Kabadiwala',
  price: '14.00',
  pincode: '282001',
  subcategory_id: 5,
  itemQuantity: 2,
  totalPrice: '28.00',
  gst: '0',
  percentage: '1',
  unit: 'kg',
};

describe('a kg typed in the cart (issue 28)', () => {
  it('takes decimal kg within the cart limits, below 1 kg too', () => {
    expect(parseQuantity('2.35')).toBe(2.35);
    expect(parseQuantity(' 0.5 ')).toBe(0.5);
    expect(parseQuantity('.75')).toBe(0.75);
    expect(parseQuantity('12.')).toBe(12);
    expect(parseQuantity(String(limits.maxItemQuantityKg))).toBe(limits.maxItemQuantityKg);
  });

  it('refuses what the cart does not take: empty, 0, three decimals, over the limit, signs and exponents', () => {
    for (const text of ['', '0', '0.00', '2.345', String(limits.maxItemQuantityKg + 1), '-1', '1e3', 'abc', '1,5']) {
      expect(parseQuantity(text), text).toBeNull();
    }
  });

  it('sets the exact kg with its line total, and changes nothing for a quantity the cart refuses', () => {
    expect(setQuantity([item], 11, 2.35)[0]).toMatchObject({ itemQuantity: 2.35, totalPrice: '32.90' });
    expect(setQuantity([item], 11, 0.5)[0]).toMatchObject({ itemQuantity: 0.5, totalPrice: '7.00' });
    expect(setQuantity([item], 11, 0)[0]).toEqual(item);
  });
});
