import { useParams } from 'react-router';
import { CompletePickup } from '../../../features/pickup-completion/components/complete-pickup.tsx';
import { completionTexts } from '../../../features/pickup-completion/texts.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** /dealer/pickup/:orderNumber/complete (issue 16): the completion screen at the door. */
export function CompletePickupPage() {
  const { orderNumber = '' } = useParams();
  return (
    <AreaPage title={completionTexts.title}>
      <CompletePickup key={orderNumber} orderNumber={orderNumber} />
    </AreaPage>
  );
}

export { CompletePickupPage as Component };
