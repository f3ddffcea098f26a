import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { canChangeStatus } from '@kt/contract/orders/order-statuses';
import type { Order } from '@kt/contract/orders/orders';
import { paths } from '../../../lib/paths.ts';
import { ShowMore } from '../../../components/ui/show-more.tsx';
import { useAuth } from '../../../lib/use-auth.ts';
import { useCustomerOrders } from '../api/get-customer-orders.ts';
import { formatDate } from '../../../lib/format.ts';
import { ConfirmCancelModal } from './confirm-cancel-modal.tsx';
import { CustomerFollowUp } from './follow-up.tsx';
import { OrderButton, OrderCard, OrderListWaiting } from './order-card.tsx';
import { orderListTexts, orderTexts } from '../order-texts.ts';
import { OrdersEmpty } from './orders-empty.tsx';
import { useOrderStatusChange } from './use-order-status-change.ts';
import '../orders.css';

const cancelStatus = 'Cancelled by Customer';

/**
 * /sell/user/pickup (spec 2.6): the customer's orders, newest first, a page at a time (Show
 * more), with Cancel where spec 4 allows it.
 */
export function CustomerOrders({ orderExtra, empty }: { orderExtra?: OrderExtra; empty?: ReactNode }) {
  const auth = useAuth();
  // The area layout sends a signed-out visitor to /signin.
  if (!auth) return null;
  return <CustomerOrderList customerId={auth.id} orderExtra={orderExtra} empty={empty} />;
}

/** What the page adds to an order's card (issue 16: the pickup code of an Accepted order); the page composes it, features do not import each other. */
type OrderExtra = (order: Order) => ReactNode;

/**
 * `empty`: what an empty list shows instead of the customer's (issue 28: a dealer's sales to
 * recyclers, listed by the same component from their dealer area).
 */
function CustomerOrderList({ customerId, orderExtra, empty }: { customerId: number; orderExtra: OrderExtra | undefined; empty: ReactNode }) {
  const orders = useCustomerOrders(customerId);
  const { changeStatus, isChanging, pending } = useOrderStatusChange();
  const [toCancel, setToCancel] = useState<Order | null>(null);

  if (orders.isPending || orders.isLoadingError) return <OrderListWaiting orders={orders} />;
  if (orders.data.length === 0) {
    if (empty) return empty;
    return (
      <OrdersEmpty
        title={orderTexts.customerEmpty.title}
        text={orderTexts.customerEmpty.text}
        action={
          <Link to={paths.sell} className="btn btn--primary">
            {orderTexts.customerEmpty.action}
          </Link>
        }
      />
    );
  }

  return (
    <>
      <ul className="order-list" aria-label={orderTexts.listLabel}>
        {orders.data.map((order) => (
          <OrderCard
            key={order.id}
            order={order}
            extra={
              <>
                {orderExtra?.(order)}
                <CustomerFollowUp order={order} />
              </>
            }
            party={
              <div>
                <dt>{orderTexts.dealer}</dt>
                <dd>
                  {order.dealer.name}
                  {order.dealer.mobile && (
                    <>
                      {' · '}
                      <a href={`tel:${order.dealer.mobile}`}>{order.dealer.mobile}</a>
                    </>
                  )}
                </dd>
              </div>
            }
            actions={
              canChangeStatus('customer', order.status, cancelStatus) && (
                <OrderButton
                  className="btn btn--danger"
                  label={pending?.orderNumber === order.order_number ? orderTexts.cancelling : orderTexts.cancel}
                  order={order}
                  disabled={isChanging}
                  onClick={() => setToCancel(order)}
                />
              )
            }
          />
        ))}
      </ul>
      <ShowMore list={orders} label={orderListTexts.showMore} busyLabel={orderListTexts.loadingMore} />
      {toCancel && (
        <ConfirmCancelModal
          isBusy={isChanging}
          onClose={() => setToCancel(null)}
          onConfirm={() => changeStatus(toCancel, cancelStatus, () => setToCancel(null))}
        >
          <p className="dialog__text">
            {orderTexts.customerCancelText(toCancel.order_number, formatDate(toCancel.pickup_date), toCancel.pickup_time, toCancel.dealer.name)}
          </p>
        </ConfirmCancelModal>
      )}
    </>
  );
}
