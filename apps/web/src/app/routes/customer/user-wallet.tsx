import { WalletPanel } from '../../../features/wallet/components/wallet-panel.tsx';
import { paths } from '../../../lib/paths.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** /sell/user/wallet */
export function UserWalletPage() {
  return (
    <AreaPage title="Wallet">
      <WalletPanel historyPath={paths.userWalletHistory} />
    </AreaPage>
  );
}

export { UserWalletPage as Component };
