import { WalletHistory } from '../../../features/wallet/components/wallet-history.tsx';
import { paths } from '../../../lib/paths.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** /sell/user/wallet/wallethistory */
export function UserWalletHistoryPage() {
  return (
    <AreaPage title="Wallet History">
      <WalletHistory side="customer" walletPath={paths.userWallet} />
    </AreaPage>
  );
}

export { UserWalletHistoryPage as Component };
