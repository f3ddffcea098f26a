import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { canChangeStatus, isCancelled, isCompleted } from '@kt/contract/orders/order-statuses';
import type { Order } from '@kt/contract/orders/orders';
import { paths } from '../../../lib/paths.ts';
import { ShowMore } from '../../../components/ui/show-more.tsx';
import { tabPanelProps, Tabs } from '../../../components/ui/tabs.tsx';
import { useAuth } from '../../../lib/use-auth.ts';
import { useDealerOrders } from '../api/get-dealer-orders.ts';
import { formatDate } from '../../../lib/format.ts';
import { ConfirmCancelModal } from './confirm-cancel-modal.tsx';
import { DealerFollowUp, MovePickupButton } from './follow-up.tsx';
import { OrderButton, OrderCard, OrderListWaiting } from './order-card.tsx';
import { orderListTexts, orderTexts } from '../order-texts.ts';
import { OrdersEmpty } from './orders-empty.tsx';
import { useOrderStatusChange } from './use-order-status-change.ts';
import '../orders.css';

type Filter = 'all' | 'new' | 'accepted' | 'completed' | 'cancelled';

// The labels are read where the tabs are drawn (orderTexts.filters), in the page's language.
const filters: readonly { value: Filter; matches: (order: Order) => boolean }[] = [
  { value: 'all', matches: () => true },
  { value: 'new', matches: (order) => order.status === 'New' },
  { value: 'accepted', matches: (order) => order.status === 'Accepted' },
  // Issue 28: the pickups done (a defect: they were only under All).
  { value: 'completed', matches: (order) => isCompleted(order.status) },
  { value: 'cancelled', matches: (order) => isCancelled(order.status) },
];

/**
 * /dealer/pickup (spec 2.7; the spec leaves the layout open): the dealer's orders with the
 * customer's contact and address, a filter by status, Accept for a New order and Cancel for a
 * New or Accepted one (spec 4). The server sends a page at a time (Show more); the filter and
 * its counts cover the pickups loaded so far.
 */
export function DealerOrders({ orderActions }: { orderActions?: OrderActions }) {
  const auth = useAuth();
  // The area layout sends a signed-out visitor to /signin.
  if (!auth) return null;
  // An employee sees the pickups of the dealer they work for.
  return <DealerOrderList dealerId={auth.dealer_id ?? auth.id} orderActions={orderActions} />;
}

/** More actions the page puts on an order's card (issue 16: Complete pickup); the page composes them, features do not import each other. */
type OrderActions = (order: Order) => ReactNode;

function DealerOrderList({ dealerId, orderActions }: { dealerId: number; orderActions: OrderActions | undefined }) {
  const orders = useDealerOrders(dealerId);
  const { changeStatus, isChanging, pending } = useOrderStatusChange();
  const [filter, setFilter] = useState<Filter>('all');
  const [toCancel, setToCancel] = useState<Order | null>(null);
  const tabsId = useId();

  if (orders.isPending || orders.isLoadingError) return <OrderListWaiting orders={orders} />;
  if (orders.data.length === 0) {
    return (
      <OrdersEmpty
        title={orderTexts.dealerEmpty.title}
        text={orderTexts.dealerEmpty.text}
        action={
          <Link to={paths.dealerSettings} className="btn btn--primary">
            {orderTexts.dealerEmpty.action}
          </Link>
        }
      />
    );
  }

  const all = orders.data;
  const chosen = filters.find((option) => option.value === filter) ?? filters[0];
  const shown = chosen ? all.filter(chosen.matches) : all;
  const isBusy = (order: Order, status: Order['status']) =>
    pending?.orderNumber === order.order_number && pending.status === status;

  return (
    <>
      <div className="order-filter">
        <Tabs
          label={orderTexts.filterLabel}
          idPrefix={tabsId}
          value={filter}
          onChange={setFilter}
          options={filters.map((option) => ({
            value: option.value,
            label: orderTexts.filterOption(orderTexts.filters[option.value], all.filter(option.matches).length),
          }))}
        />
      </div>
      <div {...tabPanelProps(tabsId, filter)} className="order-list__panel">
        {shown.length === 0 ? (
          <p className="empty-state">{orderTexts.noneWithStatus}</p>
        ) : (
          <ul className="order-list" aria-label={orderTexts.listLabel}>
            {shown.map((order) => {
              const canAccept = canChangeStatus('dealer', order.status, 'Accepted');
              const canCancel = canChangeStatus('dealer', order.status, 'Cancelled by Dealer');
              const more = orderActions?.(order);
              // Issue 28: a new date proposed by either side, and the dealer's own proposal.
              const canMove = order.status === 'Accepted';
              return (
                <OrderCard
                  key={order.id}
                  order={order}
                  party={<CustomerFacts order={order} />}
                  extra={<DealerFollowUp order={order} />}
                  actions={
                    (canAccept || canCancel || canMove || Boolean(more)) && (
                      <>
                        {more}
                        <MovePickupButton order={order} />
                        {canAccept && (
                          <OrderButton
                            className="btn btn--primary"
                            label={isBusy(order, 'Accepted') ? orderTexts.accepting : orderTexts.accept}
                            order={order}
                            disabled={isChanging}
                            onClick={() => changeStatus(order, 'Accepted')}
                          />
                        )}
                        {canCancel && (
                          <OrderButton
                            className="btn btn--danger"
                            label={isBusy(order, 'Cancelled by Dealer') ? orderTexts.cancelling : orderTexts.cancel}
                            order={order}
                            disabled={isChanging}
                            onClick={() => setToCancel(order)}
                          />
                        )}
                      </>
                    )
                  }
                />
              );
            })}
          </ul>
        )}
        <ShowMore list={orders} label={orderListTexts.showMore} busyLabel={orderListTexts.loadingMore} />
      </div>
      {toCancel && (
        <ConfirmCancelModal
          isBusy={isChanging}
          onClose={() => setToCancel(null)}
          onConfirm={() => changeStatus(toCancel, 'Cancelled by Dealer', () => setToCancel(null))}
        >
          <p className="dialog__text">
            {orderTexts.dealerCancelText(toCancel.order_number, toCancel.customer.name, formatDate(toCancel.pickup_date), toCancel.pickup_time)}
          </p>
        </ConfirmCancelModal>
      )}
    </>
  );
}

/** Who to meet and where: the customer's name, phone (tap to call) and address. */
function CustomerFacts({ order }: { order: Order }) {
  const { customer } = order;
  const address = [customer.address, customer.city, customer.state].filter(Boolean).join(', ');
  return (
    <>
      <div>
        <dt>{orderTexts.customer}</dt>
        <dd>{customer.name}</dd>
      </div>
      <div>
        <dt>{orderTexts.phone}</dt>
        <dd>
          <a href={`tel:${customer.phone_number}`}>{customer.phone_number}</a>
        </dd>
      </div>
      <div className="order-card__fact--wide">
        <dt>{orderTexts.address}</dt>
        <dd>
          {address}
          {address && order.pincode ? ' – ' : ''}
          {order.pincode}
        </dd>
      </div>
    </>
  );
}
