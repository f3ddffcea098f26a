import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { isCustomerAccountType } from '@kt/contract/accounts/account-types';
import type { Order } from '@kt/contract/orders/orders';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { formatDate, formatDayInIndia as formatPlacedOn, formatRupees } from '../../../lib/format.ts';
import { disputePath, receiptPath } from '../../../lib/paths.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { formatQuantity } from '../format.ts';
import { orderDisputeTexts, orderReceiptTexts, orderTexts, unitName } from '../order-texts.ts';
import { OrderStatusPill } from './order-status-pill.tsx';
import '../orders.css';

type Props = {
  order: Order;
  /** The other party's facts (<div><dt/><dd/></div> each), shown after the pickup slot. */
  party: ReactNode;
  /** The buttons the viewer may use on this order, if any. */
  actions?: ReactNode;
  /** Something the viewer needs on this order, shown under the items (issue 16: the customer's pickup code). */
  extra?: ReactNode;
};

/**
 * One order (spec 3 'Order (list)'): its number and status, the pickup slot, the other party,
 * the items with their weight and Rs/kg, and the amount. A card on phones, a row when wide.
 */
export function OrderCard({ order, party, actions, extra }: Props) {
  // Issue 28: the seller reports a problem; the dealer's side reads the report.
  const isSeller = isCustomerAccountType(useAuth()?.account_type);
  const headingId = useId();
  const itemCount = order.total_cart_items;
  return (
    <li className="order-list__entry">
      <article className="card order-card" aria-labelledby={headingId}>
        <div className="card__head order-card__head">
          <h2 id={headingId} className="card__title">
            {orderTexts.cardTitle(order.order_number)}
          </h2>
          <OrderStatusPill status={order.status} />
        </div>
        <dl className="order-card__facts">
          <div>
            <dt>{orderTexts.pickup}</dt>
            <dd>
              {formatDate(order.pickup_date)}, {order.pickup_time}
            </dd>
          </div>
          {party}
          <div>
            <dt>{orderTexts.placedOn}</dt>
            <dd>{formatPlacedOn(order.created_at)}</dd>
          </div>
        </dl>
        <ul className="order-items" aria-label={orderTexts.itemsLabel(order.order_number)}>
          {order.items.map((item, index) => (
            <li key={`${index}-${item.subcategory_name}`} className="order-items__item">
              <span className="order-items__name">{item.subcategory_name}</span>
              <span className="order-items__detail">
                {formatQuantity(item.quantity, unitName(item.unit))} × {formatRupees(item.unit_price)}/{unitName(item.unit)}
              </span>
              <span className="order-items__total">{formatRupees(item.total_price)}</span>
            </li>
          ))}
        </ul>
        {extra}
        <div className="order-card__foot">
          <p className="order-card__amount">
            <span className="order-card__amount-label">{orderTexts.totalItems(itemCount)}</span>
            <strong className="order-card__amount-value">{formatRupees(order.total_amount)}</strong>
          </p>
          {(actions || order.status === 'Completed') && (
            <div className="card__actions order-card__actions">
              {order.status === 'Completed' && (
                <Link
                  to={receiptPath(order.order_number)}
                  className="btn btn--secondary"
                  aria-label={orderReceiptTexts.linkLabel(order.order_number)}
                >
                  {orderReceiptTexts.link}
                </Link>
              )}
              {order.status === 'Completed' && (
                <Link
                  to={disputePath(order.order_number)}
                  className="btn btn--secondary"
                  aria-label={isSeller ? orderDisputeTexts.linkLabel(order.order_number) : orderDisputeTexts.dealerLinkLabel(order.order_number)}
                >
                  {isSeller ? orderDisputeTexts.link : orderDisputeTexts.dealerLink}
                </Link>
              )}
              {actions}
            </div>
          )}
        </div>
      </article>
    </li>
  );
}

type OrderButtonProps = { className: string; label: string; order: Order; disabled: boolean; onClick: () => void };

/** An action on one order: it shows 'Accept', and a screen reader hears 'Accept order KT-1001'. */
export function OrderButton({ className, label, order, disabled, onClick }: OrderButtonProps) {
  return (
    <button
      type="button"
      className={className}
      aria-label={orderTexts.buttonLabel(label, order.order_number)}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

/**
 * An order list's place until its first page is read: three grey cards while it loads (DESIGN:
 * skeletons for lists), or a retry when that page failed; a failed next page is ShowMore's to tell.
 */
export function OrderListWaiting({ orders }: { orders: { isPending: boolean; refetch: () => unknown } }) {
  if (orders.isPending) return <OrderListSkeleton label={orderTexts.loadingList} />;
  return <LoadError onRetry={() => void orders.refetch()} />;
}

function OrderListSkeleton({ label }: { label: string }) {
  return (
    <ul className="order-list" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((index) => (
        <li key={index} className="order-list__entry">
          <div className="card order-card order-card--skeleton">
            <span className="skeleton order-skeleton order-skeleton--title" />
            <span className="skeleton order-skeleton" />
            <span className="skeleton order-skeleton order-skeleton--short" />
          </div>
        </li>
      ))}
    </ul>
  );
}
