import { WalletPanel } from '../../../features/wallet/components/wallet-panel.tsx';
import { paths } from '../../../lib/paths.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** /dealer/wallet */
export function DealerWalletPage() {
  return (
    <AreaPage title="Wallet">
      <WalletPanel historyPath={paths.dealerWalletHistory} />
    </AreaPage>
  );
}

export { DealerWalletPage as Component };
