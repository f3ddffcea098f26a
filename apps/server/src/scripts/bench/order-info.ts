import { addDays, earliestPickupDate } from '@kt/contract/orders/pickup-dates';

/** Tomorrow is the earliest day; the day after stays valid if a run crosses midnight in India. */
export const runPickupDate = () => addDays(earliestPickupDate(), 1);

/** The body of POST /api/order_info/ that the bench and the fault run send: one Agra address, the morning slot. */
export function orderInfoBody(cartOrderId: number, name: { first: string; last: string }, pickupDate: string) {
  return {
    cart_order_id: cartOrderId,
    first_name: name.first,
    last_name: name.last,
    phone_number: '9876543210',
    address_line_1: '14, Civil Lines',
    address_line_2: 'Near the post office',
    city: 'Agra',
    state: 'Uttar Pradesh',
    country: 'India',
    pickup_date: pickupDate,
    pickup_time: '8am - 1pm',
  };
}
