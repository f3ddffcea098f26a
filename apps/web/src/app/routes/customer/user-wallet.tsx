import { CustomerWallet } from '../../../features/wallet/components/customer-wallet.tsx';
import { AreaPage } from '../accounts/form-page.tsx';
import { customerPageTexts as t } from './texts.ts';

/** /sell/user/wallet */
export function UserWalletPage() {
  return (
    <AreaPage title={t.wallet}>
      <CustomerWallet />
    </AreaPage>
  );
}

export { UserWalletPage as Component };
