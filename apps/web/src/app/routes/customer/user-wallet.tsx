import { CustomerWallet } from '../../../features/wallet/components/customer-wallet.tsx';
import { AreaPage } from '../accounts/form-page.tsx';

/** /sell/user/wallet */
export function UserWalletPage() {
  return (
    <AreaPage title="Wallet">
      <CustomerWallet />
    </AreaPage>
  );
}

export { UserWalletPage as Component };
