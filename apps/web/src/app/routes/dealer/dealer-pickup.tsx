import { DealerOrders } from '../../../features/orders/components/dealer-orders.tsx';
import { AreaPage } from '../accounts/form-page.tsx';

/** /dealer/pickup */
export function DealerPickupPage() {
  return (
    <AreaPage title="Pickups">
      <DealerOrders />
    </AreaPage>
  );
}

export { DealerPickupPage as Component };
