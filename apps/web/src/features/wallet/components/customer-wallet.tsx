import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useCustomerWallet } from '../api/wallet-api.ts';
import { walletTexts as t } from '../texts.ts';
import { TransferButton } from './transfer-button.tsx';
import '../wallet.css';

type Props = { historyPath: string };

/** /sell/user/wallet: the sum the customer received across completed pickups, and the history link. */
export function CustomerWallet({ historyPath }: Props) {
  const auth = useAuth();
  // The area layout sends a signed-out visitor to /signin.
  if (!auth) return null;
  return <CustomerWalletCard customerId={auth.id} historyPath={historyPath} />;
}

function CustomerWalletCard({ customerId, historyPath }: Props & { customerId: number }) {
  const wallet = useCustomerWallet(customerId);
  return (
    <div className="wallet">
      {wallet.isError ? (
        <LoadError onRetry={() => void wallet.refetch()} />
      ) : (
        <div className="wallet__card" aria-busy={wallet.isPending}>
          <h2 className="wallet__label">{t.balanceLabel}</h2>
          {wallet.isPending ? (
            <span className="skeleton wallet__skeleton" aria-label={t.loadingBalance} />
          ) : (
            <>
              <p className="wallet__balance">{formatRupees(wallet.data.balance)}</p>
              <p className="wallet__note">
                {t.balanceLead} {t.completedOrders(wallet.data.completed_orders)}
              </p>
            </>
          )}
          <TransferButton />
        </div>
      )}
      <Link to={historyPath} className="btn btn--secondary wallet__history-link">
        {t.historyLink}
      </Link>
    </div>
  );
}
