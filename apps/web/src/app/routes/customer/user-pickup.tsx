import { CustomerOrders } from '../../../features/orders/components/customer-orders.tsx';
import { AreaPage } from '../accounts/form-page.tsx';

/** /sell/user/pickup */
export function UserPickupPage() {
  return (
    <AreaPage title="Your Pickups">
      <CustomerOrders />
    </AreaPage>
  );
}

export { UserPickupPage as Component };
