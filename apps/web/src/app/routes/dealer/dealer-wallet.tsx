import { DealerWallet } from '../../../features/wallet/components/dealer-wallet.tsx';
import { paths } from '../../../lib/paths.ts';
import { dealerAreaTexts } from '../../layouts/dealer-area-texts.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** /dealer/wallet */
export function DealerWalletPage() {
  return (
    <AreaPage title={dealerAreaTexts.titles.wallet}>
      <DealerWallet historyPath={paths.dealerWalletHistory} />
    </AreaPage>
  );
}

export { DealerWalletPage as Component };
