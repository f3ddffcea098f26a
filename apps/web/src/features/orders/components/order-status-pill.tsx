import type { OrderStatus } from '@kt/contract/orders/order-statuses';
import { StatusPill, type StatusTone } from '../../../components/ui/status-pill.tsx';
import { orderTexts } from '../order-texts.ts';

// New waits on the dealer, Accepted is under way, Completed is done; a dealer's cancel is bad
// news for the customer, their own is not.
const tones: Record<OrderStatus, StatusTone> = {
  New: 'warning',
  Accepted: 'info',
  'Cancelled by Dealer': 'danger',
  'Cancelled by Customer': 'neutral',
  Completed: 'success',
};

/** An order's status (spec 4) as a coloured pill. */
export function OrderStatusPill({ status }: { status: OrderStatus }) {
  return <StatusPill tone={tones[status]}>{orderTexts.statuses[status] ?? status}</StatusPill>;
}
