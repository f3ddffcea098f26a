import { describe, expect, it } from 'vitest';
import {
  dealerTypeBuysFrom,
  dealerTypesInOrderFor,
  orderByWhoBuys,
  sellerAccountTypeOf,
  whoBuysLabel,
  whoBuysLabelKey,
} from './who-buys.ts';

describe('who buys from whom (spec 1)', () => {
  it('a Kabadiwala buys from houses and shops, a Collector from institutions, a Recycler from kabadiwalas and collectors', () => {
    expect(dealerTypeBuysFrom('Kabadi', 'Personal')).toBe(true);
    expect(dealerTypeBuysFrom('Kabadi', 'Organization')).toBe(false);
    expect(dealerTypeBuysFrom('Collector', 'Organization')).toBe(true);
    expect(dealerTypeBuysFrom('Collector', 'Personal')).toBe(false);
    expect(dealerTypeBuysFrom('Recycler', 'Kabadi')).toBe(true);
    expect(dealerTypeBuysFrom('Recycler', 'Collector')).toBe(true);
    expect(dealerTypeBuysFrom('Recycler', 'Personal')).toBe(false);
    expect(dealerTypeBuysFrom('Recycler', 'Organization')).toBe(false);
  });

  it('orders dealer types for each seller: their own buyers first, Recyclers last for customers', () => {
    expect(dealerTypesInOrderFor('Personal')).toEqual(['Kabadi', 'Collector', 'Recycler']);
    expect(dealerTypesInOrderFor('Organization')).toEqual(['Collector', 'Kabadi', 'Recycler']);
    expect(dealerTypesInOrderFor('Kabadi')).toEqual(['Recycler']);
    expect(dealerTypesInOrderFor('Collector')).toEqual(['Recycler']);
  });

  it('treats a guest (and any other account type) as a house', () => {
    expect(sellerAccountTypeOf(undefined)).toBe('Personal');
    expect(sellerAccountTypeOf(null)).toBe('Personal');
    expect(sellerAccountTypeOf('Admin')).toBe('Personal');
    expect(dealerTypesInOrderFor(undefined)).toEqual(['Kabadi', 'Collector', 'Recycler']);
  });

  it('sorts dealers by the order, stable within a type, unknown types last', () => {
    const dealers = [
      { id: 1, account_type: 'Recycler' },
      { id: 2, account_type: 'Collector' },
      { id: 3, account_type: 'Kabadi' },
      { id: 4, account_type: 'Mystery' },
      { id: 5, account_type: 'Kabadi' },
    ];
    expect(orderByWhoBuys('Personal', dealers, (d) => d.account_type).map((d) => d.id)).toEqual([3, 5, 2, 1, 4]);
    expect(orderByWhoBuys('Organization', dealers, (d) => d.account_type).map((d) => d.id)).toEqual([2, 3, 5, 1, 4]);
    expect(dealers[0]?.id).toBe(1);
  });

  it('labels each dealer type by whom it buys from', () => {
    expect(whoBuysLabelKey('Kabadi')).toBe('housesAndShops');
    expect(whoBuysLabelKey('Collector')).toBe('institutions');
    expect(whoBuysLabelKey('Recycler')).toBe('bulkFromDealers');
    expect(whoBuysLabel('Kabadi')).toBe('Buys from houses and shops');
    expect(whoBuysLabel('Recycler')).toMatch(/bulk/);
    expect(whoBuysLabel('Personal')).toBeUndefined();
  });
});
