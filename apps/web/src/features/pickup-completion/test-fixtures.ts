import type { Order } from '@kt/contract/orders/orders';
import type { OrderCompletion, WeightsProposal } from '@kt/contract/orders/completion';
import type { DealerWeights } from '@kt/contract/orders/weights';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { makeOrder } from '../../test/orders.ts';

/** An Accepted order of dealer 7 as the dealer list answers it, for tests; `overrides` changes any field. */
export function makeAcceptedOrder(overrides: Partial<Order> = {}): Order {
  const order = makeOrder();
  return makeOrder({
    total_amount: '223.75',
    status: 'Accepted',
    items: [
      { subcategory_id: 11, subcategory_name: 'Newspaper', quantity: '12.50', unit: 'kg', unit_price: '13.37', total_price: '167.13' },
      { subcategory_id: 12, subcategory_name: 'Iron', quantity: '3.00', unit: 'kg', unit_price: '30.00', total_price: '90.00' },
    ],
    dealer: { ...order.dealer, id: 7, KT_ID: 'KTD000007' },
    customer: { ...order.customer, id: 9, KT_ID: 'KTC000009' },
    ...overrides,
  });
}

/** A price of the search-subcategory list; dealer 7 unless overridden. */
export function makePrice(subcategory: number, name: string, price: string, overrides: Partial<PriceListEntry> = {}): PriceListEntry {
  return {
    id: subcategory * 10,
    subcategory,
    subcategory_name: name,
    subcategory_image: '',
    price,
    dealer: 7,
    dealer_name: 'Ravi Kabadiwala',
    dealer_kt_id: 'KTD000007',
    dealer_account_type: 'Kabadi',
    dealer_verified_on: '2026-01-15',
    pincode: '282001',
    unit: 'kg',
    GST: '0',
    percentage: '0',
    category_name: 'Paper',
    ...overrides,
  };
}

export function makeCompletion(overrides: Partial<OrderCompletion> = {}): OrderCompletion {
  return {
    msg: 'Pickup completed',
    order_number: 'KT-1001',
    status: 'Completed',
    items: [],
    total_amount: '121.42',
    commission_amount: '1.21',
    payment_method: 'cash',
    payment_reference: null,
    completed_at: '2026-11-21T05:00:00.000Z',
    ...overrides,
  };
}

/** Weights the dealer proposed (issue 28): Newspaper 2.35 kg at 13.37 and Iron 1.10 kg at 30.00. */
export function makeProposal(overrides: Partial<WeightsProposal> = {}): WeightsProposal {
  return {
    order_number: 'KT-1001',
    weights_version: 1,
    items: [
      { subcategory_id: 11, subcategory_name: 'Newspaper', category_name: 'Paper', unit: 'kg', unit_price: '13.37', weight_kg: '2.35', amount: '31.42', added_at_door: false },
      { subcategory_id: 12, subcategory_name: 'Iron', category_name: 'Metal', unit: 'kg', unit_price: '30.00', weight_kg: '1.10', amount: '33.00', added_at_door: false },
    ],
    total_amount: '64.42',
    proposed_at: '2026-11-21T05:00:00.000Z',
    scale_photo: false,
    ...overrides,
  };
}

/** The dealer's view of the weights (GET /api/order_weights/): none proposed unless given. */
export function makeDealerWeights(overrides: Partial<DealerWeights> = {}): DealerWeights {
  return {
    order_number: 'KT-1001',
    status: 'Accepted',
    proposal: null,
    code_locked: false,
    payee: { name: 'Asha Devi', upi_vpa: 'asha.devi@okaxis', mobile: '9876543210' },
    ...overrides,
  };
}
