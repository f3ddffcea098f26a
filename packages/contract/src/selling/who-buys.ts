import { dealerAccountTypes, type DealerAccountType } from '../accounts/account-types.ts';

/**
 * Who buys from whom (spec section 1): a Kabadiwala buys from houses and shops (the Personal
 * customer types House, Shop, Restaurant, Office, Marriage Hall), a Collector from institutions
 * (the Organization types), a Recycler from kabadiwalas and collectors. This is the one place
 * that rule lives; the sell page orders and labels dealers with it, and a Kabadi or Collector
 * dealer selling on uses it to find the dealer types that buy from them.
 */

/** The account types that sell: the two customer types, and the dealers that sell on (Kabadi, Collector). */
export const sellerAccountTypes = ['Personal', 'Organization', 'Kabadi', 'Collector'] as const;
export type SellerAccountType = (typeof sellerAccountTypes)[number];

/** Whom each dealer type buys from (spec 1). */
export const buysFrom: Readonly<Record<DealerAccountType, readonly SellerAccountType[]>> = {
  Kabadi: ['Personal'],
  Collector: ['Organization'],
  Recycler: ['Kabadi', 'Collector'],
};

/** The seller type a guest (not signed in) is treated as: a house. */
export const guestSellerAccountType: SellerAccountType = 'Personal';

/** Narrows any account type (or none, a guest) to the seller type the rule is read for. */
export function sellerAccountTypeOf(accountType: string | null | undefined): SellerAccountType {
  return (sellerAccountTypes as readonly string[]).includes(accountType ?? '')
    ? (accountType as SellerAccountType)
    : guestSellerAccountType;
}

/** True when a dealer of this type buys from a seller of this type (the rule of spec 1). */
export function dealerTypeBuysFrom(dealerAccountType: DealerAccountType, sellerAccountType: SellerAccountType): boolean {
  return buysFrom[dealerAccountType].includes(sellerAccountType);
}

/**
 * The dealer types a seller may sell to, in the order shown to them: first those that buy from
 * them, then (customers only) the others, Recyclers last. Customers see every type (a Recycler
 * is last, labelled as buying bulk from dealers); a Kabadi or Collector dealer sells on only to
 * the types that buy from them (Recyclers).
 *   Personal (and a guest) → Kabadi, Collector, Recycler
 *   Organization           → Collector, Kabadi, Recycler
 *   Kabadi, Collector      → Recycler
 */
export function dealerTypesInOrderFor(sellerAccountType: string | null | undefined): readonly DealerAccountType[] {
  const seller = sellerAccountTypeOf(sellerAccountType);
  const theirs = dealerAccountTypes.filter((type) => dealerTypeBuysFrom(type, seller));
  if (seller === 'Kabadi' || seller === 'Collector') return theirs;
  const others = dealerAccountTypes.filter((type) => !theirs.includes(type) && type !== 'Recycler');
  return [...theirs, ...others, ...dealerAccountTypes.filter((type) => type === 'Recycler' && !theirs.includes(type))];
}

/** Position of a dealer type for a seller (unknown types last): sort dealers with it. */
export function dealerTypeRank(sellerAccountType: string | null | undefined, dealerAccountType: string): number {
  const order = dealerTypesInOrderFor(sellerAccountType) as readonly string[];
  const index = order.indexOf(dealerAccountType);
  return index === -1 ? order.length : index;
}

/** Sorts (a copy of) dealers or price cards by the seller's order of dealer types; stable within a type. */
export function orderByWhoBuys<T>(
  sellerAccountType: string | null | undefined,
  items: readonly T[],
  dealerTypeOf: (item: T) => string,
): T[] {
  return items
    .map((item, index) => ({ item, index, rank: dealerTypeRank(sellerAccountType, dealerTypeOf(item)) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}

/** The key of the 'whom this dealer buys from' label, per dealer type (texts: whoBuysLabels). */
export const whoBuysLabelKeys = {
  Kabadi: 'housesAndShops',
  Collector: 'institutions',
  Recycler: 'bulkFromDealers',
} as const satisfies Record<DealerAccountType, string>;
export type WhoBuysLabelKey = (typeof whoBuysLabelKeys)[DealerAccountType];

export function whoBuysLabelKey(dealerAccountType: DealerAccountType): WhoBuysLabelKey {
  return whoBuysLabelKeys[dealerAccountType];
}

/** The English label per key (the catalogue; the product becomes bilingual next issue). */
export const whoBuysLabels: Readonly<Record<WhoBuysLabelKey, string>> = {
  housesAndShops: 'Buys from houses and shops',
  institutions: 'Buys from institutions',
  bulkFromDealers: 'Buys in bulk from kabadiwalas and collectors',
};

/** The label for a dealer type, or undefined for a type that is not a dealer type. */
export function whoBuysLabel(dealerAccountType: string): string | undefined {
  return (dealerAccountTypes as readonly string[]).includes(dealerAccountType)
    ? whoBuysLabels[whoBuysLabelKey(dealerAccountType as DealerAccountType)]
    : undefined;
}
