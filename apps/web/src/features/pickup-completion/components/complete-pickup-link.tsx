import { Link } from 'react-router';
import type { OrderStatus } from '@kt/contract/orders/order-statuses';
import { completePickupPath } from '../../../lib/paths.ts';
import { completeLinkTexts as texts } from '../texts.ts';

type Props = { orderNumber: string; status: OrderStatus };

/** On the dealer's card of an Accepted order: the way to the completion screen at the door. */
export function CompletePickupLink({ orderNumber, status }: Props) {
  if (status !== 'Accepted') return null;
  return (
    <Link to={completePickupPath(orderNumber)} className="btn btn--primary" aria-label={texts.aria(orderNumber)}>
      {texts.label}
    </Link>
  );
}
