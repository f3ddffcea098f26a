import { CustomerOrders } from '../../../features/orders/components/customer-orders.tsx';
import { PickupCodePanel } from '../../../features/pickup-completion/components/pickup-code-panel.tsx';
import { AreaPage } from '../accounts/form-page.tsx';
import { customerPageTexts as t } from './texts.ts';

/** /sell/user/pickup; an Accepted order's card shows its pickup code (issue 16). */
export function UserPickupPage() {
  return (
    <AreaPage title={t.yourPickups}>
      <CustomerOrders orderExtra={(order) => order.status === 'Accepted' && <PickupCodePanel orderNumber={order.order_number} status={order.status} />} />
    </AreaPage>
  );
}

export { UserPickupPage as Component };
