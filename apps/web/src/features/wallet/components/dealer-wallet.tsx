import { useState } from 'react';
import { Link } from 'react-router';
import { commissionStatementNumber, commissionStatementPagePath } from '@kt/contract/commission/commission-rules';
import type { DealerWalletMonth } from '@kt/contract/wallet/wallet';
import { dateTimeFormat } from '@kt/contract/i18n/formats';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { downloadStatement } from '../api/download-statement.ts';
import { useDealerWallet } from '../api/wallet-api.ts';
import { commissionTexts } from '../commission-texts.ts';
import { walletTexts as t } from '../texts.ts';
import { TransferButton } from './transfer-button.tsx';
import '../wallet.css';

type Props = { historyPath: string };

/** '2026-11' as 'November 2026' (in Hindi 'नवंबर 2026': the page's locale, issue 29). */
export function formatMonth(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : dateTimeFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** /dealer/wallet: paid out to sellers, the platform's commission owed, and a statement per month. */
export function DealerWallet({ historyPath }: Props) {
  const auth = useAuth();
  if (!auth) return null;
  return <DealerWalletCard dealerId={auth.id} historyPath={historyPath} />;
}

function DealerWalletCard({ dealerId, historyPath }: Props & { dealerId: number }) {
  const wallet = useDealerWallet(dealerId);
  if (wallet.isError) return <LoadError onRetry={() => void wallet.refetch()} />;
  const data = wallet.data;
  return (
    <div className="wallet wallet--wide">
      <div className="wallet__card" aria-busy={wallet.isPending}>
        <dl className="wallet__figures">
          <div>
            <dt className="wallet__label">{t.dealerPaidOut}</dt>
            <dd className="wallet__balance">{data ? formatRupees(data.paid_total) : <span className="skeleton wallet__skeleton" />}</dd>
          </div>
          <div>
            <dt className="wallet__label">{t.dealerCommission}</dt>
            <dd className="wallet__balance">{data ? formatRupees(data.commission_total) : <span className="skeleton wallet__skeleton" />}</dd>
          </div>
        </dl>
        <p className="wallet__note">{t.dealerCommissionNote}</p>
        <TransferButton />
      </div>
      <Link to={historyPath} className="btn btn--secondary wallet__history-link">
        {t.historyLink}
      </Link>
      <section className="wallet__months" aria-labelledby="wallet-months-heading">
        <h2 id="wallet-months-heading" className="wallet__section-title">
          {t.monthsHeading}
        </h2>
        {data &&
          (data.months.length === 0 ? (
            <p className="empty-state">{t.noMonths}</p>
          ) : (
            <ul className="stack-list" aria-label={t.monthsLabel}>
              {data.months.map((month) => (
                <MonthRow key={month.month} month={month} dealerId={dealerId} />
              ))}
            </ul>
          ))}
      </section>
    </div>
  );
}

function MonthRow({ month, dealerId }: { month: DealerWalletMonth; dealerId: number }) {
  const [isDownloading, setIsDownloading] = useState(false);
  const name = formatMonth(month.month);
  async function download() {
    setIsDownloading(true);
    try {
      await downloadStatement(month.month);
    } catch {
      toast.error(t.downloadFailed);
    } finally {
      setIsDownloading(false);
    }
  }
  return (
    <li className="wallet__month">
      <div className="wallet__month-facts">
        <strong>{name}</strong>
        <span>{t.monthOrders(month.orders)}</span>
        <span>
          {t.columns.amount}: {formatRupees(month.paid)}
        </span>
        <span>
          {t.columns.commission}: {formatRupees(month.commission)}
        </span>
      </div>
      <button
        type="button"
        className="btn btn--secondary"
        aria-label={t.downloadStatementFor(name)}
        disabled={isDownloading}
        onClick={() => void download()}
      >
        {isDownloading ? t.downloading : t.downloadStatement}
      </button>
      {month.commission !== '0.00' && (
        // Issue 28: the month's commission paid by UPI with a UTR.
        <Link
          to={commissionStatementPagePath(commissionStatementNumber(dealerId, month.month))}
          className="btn btn--primary"
          aria-label={commissionTexts.openStatementFor(name)}
        >
          {commissionTexts.openStatement}
        </Link>
      )}
    </li>
  );
}
