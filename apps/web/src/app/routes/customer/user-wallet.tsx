import { CustomerWallet } from '../../../features/wallet/components/customer-wallet.tsx';
import { paths } from '../../../lib/paths.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** /sell/user/wallet */
export function UserWalletPage() {
  return (
    <AreaPage title="Wallet">
      <CustomerWallet historyPath={paths.userWalletHistory} />
    </AreaPage>
  );
}

export { UserWalletPage as Component };
