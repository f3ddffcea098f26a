import { Link } from 'react-router';
import { CustomerOrders } from '../../../../features/orders/components/customer-orders.tsx';
import { OrdersEmpty } from '../../../../features/orders/components/orders-empty.tsx';
import { PickupCodePanel } from '../../../../features/pickup-completion/components/pickup-code-panel.tsx';
import { resaleTexts as t } from '../../../../features/resale/texts.ts';
import { paths } from '../../../../lib/paths.ts';
import { AreaPage } from '../../accounts/form-page.tsx';
import '../../../../features/resale/resale.css';

/**
 * /dealer/sell/pickups (issue 28): a dealer's sales to recyclers, on the customer's pickup cards:
 * Cancel while spec 4 allows it, the pickup code of an Accepted one, the receipt once Completed.
 */
export function MySalesPage() {
  return (
    <AreaPage title={t.salesTitle}>
      <p className="resale-bar__links">
        <Link to={paths.dealerSell} className="btn btn--primary">
          {t.salesEmptyAction}
        </Link>
        <Link to={paths.dealerSalesPaid} className="btn btn--secondary">
          {t.paidLink}
        </Link>
      </p>
      <CustomerOrders
        orderExtra={(order) => order.status === 'Accepted' && <PickupCodePanel orderNumber={order.order_number} status={order.status} />}
        empty={
          <OrdersEmpty
            title={t.salesEmptyTitle}
            text={t.salesEmptyText}
            action={
              <Link to={paths.dealerSell} className="btn btn--primary">
                {t.salesEmptyAction}
              </Link>
            }
          />
        }
      />
    </AreaPage>
  );
}

export { MySalesPage as Component };
