import { useParams } from 'react-router';
import { CommissionStatementView } from '../../../features/wallet/components/commission-statement.tsx';
import { commissionTexts } from '../../../features/wallet/commission-texts.ts';
import { paths } from '../../../lib/paths.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** /dealer/wallet/commission/{statement} (issue 28) */
export function DealerCommissionPage() {
  const { statement = '' } = useParams();
  return (
    <AreaPage title={commissionTexts.title}>
      <CommissionStatementView statement={statement} walletPath={paths.dealerWallet} />
    </AreaPage>
  );
}

export { DealerCommissionPage as Component };
