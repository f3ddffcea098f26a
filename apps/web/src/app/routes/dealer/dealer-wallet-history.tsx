import { WalletHistory } from '../../../features/wallet/components/wallet-history.tsx';
import { paths } from '../../../lib/paths.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** /dealer/wallet/wallethistory */
export function DealerWalletHistoryPage() {
  return (
    <AreaPage title="Wallet History">
      <WalletHistory side="dealer" walletPath={paths.dealerWallet} />
    </AreaPage>
  );
}

export { DealerWalletHistoryPage as Component };
