import { DealerOrders } from '../../../features/orders/components/dealer-orders.tsx';
import { CompletePickupLink } from '../../../features/pickup-completion/components/complete-pickup-link.tsx';
import { dealerAreaTexts } from '../../layouts/dealer-area-texts.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** /dealer/pickup; an Accepted order's card leads to the completion screen (issue 16). */
export function DealerPickupPage() {
  return (
    <AreaPage title={dealerAreaTexts.titles.pickups}>
      <DealerOrders orderActions={(order) => order.status === 'Accepted' && <CompletePickupLink orderNumber={order.order_number} status={order.status} />} />
    </AreaPage>
  );
}

export { DealerPickupPage as Component };
