import type { OrderStatus } from '@kt/contract/orders/order-statuses';
import '../orders.css';

const modifiers: Record<OrderStatus, string> = {
  New: 'new',
  Accepted: 'accepted',
  'Cancelled by Dealer': 'cancelled-by-dealer',
  'Cancelled by Customer': 'cancelled-by-customer',
  Completed: 'completed',
};

/** An order's status (spec 4) as a coloured pill; the words carry the meaning, the colour helps. */
export function StatusPill({ status }: { status: OrderStatus }) {
  return <span className={`status-pill status-pill--${modifiers[status]}`}>{status}</span>;
}
