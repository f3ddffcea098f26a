import { useParams } from 'react-router';
import { ReceiptView } from '../../features/receipts/components/receipt-view.tsx';
import { pageTitles } from '../page-titles.ts';
import { AreaPage } from './accounts/form-page.tsx';

/** /receipt/:orderNumber (issue 16): a Completed order's receipt for its customer or its dealer's side. */
export function ReceiptPage() {
  const { orderNumber = '' } = useParams();
  return (
    <AreaPage title={pageTitles.receipt}>
      <ReceiptView orderNumber={orderNumber} />
    </AreaPage>
  );
}

export { ReceiptPage as Component };
