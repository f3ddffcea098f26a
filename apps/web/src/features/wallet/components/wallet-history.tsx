import { Link } from 'react-router';
import type { WalletHistoryEntry } from '@kt/contract/wallet/wallet';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { formatDayInIndia, formatRupees } from '../../../lib/format.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useWalletHistory, type WalletSide } from '../api/wallet-api.ts';
import { walletTexts as t } from '../texts.ts';
import '../wallet.css';

/** `walletPath`: the way back, on the history's own page; none where the history is shown on the wallet page (the customer's, issue 28). */
type Props = { side: WalletSide; walletPath?: string };

/**
 * Wallet history (spec 2.6, 2.7; spec 3 'Wallet history entry'): one row per completed pickup,
 * newest first: date, order, the other party, the amount and how it was paid.
 */
export function WalletHistory({ side, walletPath }: Props) {
  const auth = useAuth();
  if (!auth) return null;
  return <HistoryList side={side} walletPath={walletPath} accountId={auth.id} />;
}

function HistoryList({ side, walletPath, accountId }: Props & { accountId: number }) {
  const history = useWalletHistory(side, accountId);
  const back = walletPath === undefined ? null : (
    <Link to={walletPath} className="btn btn--secondary">
      {t.backToWallet}
    </Link>
  );
  if (history.isPending) return <div className="skeleton wallet__skeleton wallet__skeleton--table" aria-busy="true" aria-label={t.loadingHistory} />;
  if (history.isError) return <LoadError onRetry={() => void history.refetch()} />;
  if (history.data.length === 0) {
    return (
      <div className="wallet">
        <div className="empty-state wallet__empty">
          <p className="wallet__empty-title">{t.noTransactions}</p>
          <p>{t.noTransactionsLead}</p>
          {back}
        </div>
      </div>
    );
  }
  return (
    <div className="wallet wallet--wide">
      <div className="wallet__table-wrap">
        {/* The customer's (on the wallet page, issue 28) stacks its rows on a phone: the amount stays on screen. */}
        <table className={side === 'customer' ? 'wallet__table wallet__table--stacked' : 'wallet__table'} aria-label={t.historyLabel}>
          <thead>
            <tr>
              <th scope="col">{t.columns.date}</th>
              <th scope="col">{t.columns.order}</th>
              <th scope="col">{side === 'customer' ? t.columns.dealer : t.columns.seller}</th>
              <th scope="col" className="wallet__num">
                {t.columns.amount}
              </th>
              {side === 'dealer' && (
                <th scope="col" className="wallet__num">
                  {t.columns.commission}
                </th>
              )}
              <th scope="col">{t.columns.method}</th>
            </tr>
          </thead>
          <tbody>
            {history.data.map((entry) => (
              <HistoryRow key={entry.order_number} entry={entry} side={side} />
            ))}
          </tbody>
        </table>
      </div>
      {history.hasNextPage && (
        <button type="button" className="btn btn--secondary" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          {history.isFetchingNextPage ? t.loadingMore : t.showMore}
        </button>
      )}
      {back}
    </div>
  );
}

function HistoryRow({ entry, side }: { entry: WalletHistoryEntry; side: WalletSide }) {
  return (
    <tr>
      <td>{formatDayInIndia(entry.date)}</td>
      <td>{entry.order_number}</td>
      <td>
        {entry.transferTo}
        {entry.mobileNo && <span className="wallet__sub">{entry.mobileNo}</span>}
      </td>
      <td className="wallet__num">{formatRupees(entry.amount)}</td>
      {side === 'dealer' && <td className="wallet__num">{formatRupees(entry.commission_amount ?? '0')}</td>}
      <td>
        {t.methods[entry.payment_method] ?? entry.payment_method}
        {entry.payment_reference && <span className="wallet__sub">{t.reference(entry.payment_reference)}</span>}
      </td>
    </tr>
  );
}
