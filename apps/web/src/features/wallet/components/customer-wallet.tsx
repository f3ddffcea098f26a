import { LoadError } from '../../../components/ui/load-error.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useCustomerWallet } from '../api/wallet-api.ts';
import { walletTexts as t } from '../texts.ts';
import { WalletHistory } from './wallet-history.tsx';
import '../wallet.css';

/**
 * /sell/user/wallet: 'Paid to you', the sum dealers paid the customer on completed pickups, and
 * the history of those payments below it. No balance is held and nothing can be transferred: the
 * spec's 'Wallet balance' and its Transfer button read as money the app keeps (issue 28).
 */
export function CustomerWallet() {
  const auth = useAuth();
  // The area layout sends a signed-out visitor to /signin.
  if (!auth) return null;
  return <CustomerWalletCard customerId={auth.id} />;
}

function CustomerWalletCard({ customerId }: { customerId: number }) {
  const wallet = useCustomerWallet(customerId);
  return (
    <div className="wallet wallet--wide">
      {wallet.isError ? (
        <LoadError onRetry={() => void wallet.refetch()} />
      ) : (
        <div className="wallet__card" aria-busy={wallet.isPending}>
          <h2 className="wallet__label">{t.paidToYou}</h2>
          {wallet.isPending ? (
            <span className="skeleton wallet__skeleton" aria-label={t.loadingBalance} />
          ) : (
            <>
              <p className="wallet__balance">{formatRupees(wallet.data.balance)}</p>
              <p className="wallet__note">
                {t.paidToYouLead} {t.completedOrders(wallet.data.completed_orders)}
              </p>
            </>
          )}
        </div>
      )}
      <h2 className="wallet__history-title">{t.historyLabel}</h2>
      <WalletHistory side="customer" />
    </div>
  );
}
