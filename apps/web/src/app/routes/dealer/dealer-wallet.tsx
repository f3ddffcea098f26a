import { DealerWallet } from '../../../features/wallet/components/dealer-wallet.tsx';
import { paths } from '../../../lib/paths.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** /dealer/wallet */
export function DealerWalletPage() {
  return (
    <AreaPage title="Wallet">
      <DealerWallet historyPath={paths.dealerWalletHistory} />
    </AreaPage>
  );
}

export { DealerWalletPage as Component };
