import type { Order } from '@kt/contract/orders/orders';

/** An order as the list endpoints answer it (customer 7's with dealer 3, New), for tests; `overrides` changes any field. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 1,
    order_number: 'KT-1001',
    created_at: '2026-11-19T10:15:00.000Z',
    total_cart_items: 2,
    total_amount: '265.00',
    status: 'New',
    pincode: '282001',
    pickup_date: '2026-11-21',
    pickup_time: '8am - 1pm',
    items: [
      { subcategory_id: 11, subcategory_name: 'Newspaper', quantity: '12.50', unit: 'kg', unit_price: '14.00', total_price: '175.00' },
      { subcategory_id: 21, subcategory_name: 'Iron', quantity: '3.00', unit: 'kg', unit_price: '30.00', total_price: '90.00' },
    ],
    dealer: { id: 3, KT_ID: 'KTD000003', name: 'Ravi Kabadiwala', mobile: '9812345678' },
    customer: {
      id: 7,
      KT_ID: 'KTC000007',
      name: 'Asha Verma',
      phone_number: '9876543210',
      email: 'asha@example.com',
      address: '12 Civil Lines',
      city: 'Agra',
      state: 'Uttar Pradesh',
    },
    ...overrides,
  };
}
