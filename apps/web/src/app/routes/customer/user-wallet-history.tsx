import { WalletHistory } from '../../../features/wallet/components/wallet-history.tsx';
import { paths } from '../../../lib/paths.ts';
import { AreaPage } from '../accounts/form-page.tsx';
import { customerPageTexts as t } from './texts.ts';

/** /sell/user/wallet/wallethistory */
export function UserWalletHistoryPage() {
  return (
    <AreaPage title={t.walletHistory}>
      <WalletHistory side="customer" walletPath={paths.userWallet} />
    </AreaPage>
  );
}

export { UserWalletHistoryPage as Component };
