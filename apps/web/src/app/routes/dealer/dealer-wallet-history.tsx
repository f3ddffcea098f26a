import { WalletHistory } from '../../../features/wallet/components/wallet-history.tsx';
import { paths } from '../../../lib/paths.ts';
import { dealerAreaTexts } from '../../layouts/dealer-area-texts.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** /dealer/wallet/wallethistory */
export function DealerWalletHistoryPage() {
  return (
    <AreaPage title={dealerAreaTexts.titles.walletHistory}>
      <WalletHistory side="dealer" walletPath={paths.dealerWallet} />
    </AreaPage>
  );
}

export { DealerWalletHistoryPage as Component };
