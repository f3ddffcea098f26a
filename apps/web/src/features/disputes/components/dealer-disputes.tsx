import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ShowMore } from '../../../components/ui/show-more.tsx';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { disputePath } from '../../../lib/paths.ts';
import { formatDayInIndia } from '../../../lib/format.ts';
import { useDealerDisputes } from '../api/disputes.ts';
import { disputeTexts as t } from '../texts.ts';
import { disputeTones } from './dispute-facts.tsx';
import '../disputes.css';

/** /dealer/disputes (issue 28): the reports on the dealer's pickups, newest first, each opened to answer it. */
export function DealerDisputes() {
  const list = useDealerDisputes();
  if (list.isPending) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden">{t.loading}</span>
        <span className="dispute__skeleton skeleton" />
      </div>
    );
  }
  if (list.isLoadingError) return <LoadError onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <p className="empty-state">{t.dealerEmpty}</p>;
  return (
    <>
      <ul className="dispute__list">
        {list.data.map((dispute) => (
          <li key={dispute.id} className="card dispute__card">
            <div className="dispute__head">
              <h2 className="dispute__title">{dispute.order_number}</h2>
              <StatusPill tone={disputeTones[dispute.status]}>{t.statuses[dispute.status]}</StatusPill>
            </div>
            <p>
              {t.reasons[dispute.reason]} · {formatDayInIndia(dispute.created_at)}
            </p>
            <p className="dispute__text">{dispute.answer === null ? t.noAnswer : dispute.answer}</p>
            <Link to={disputePath(dispute.order_number)} className="btn btn--secondary" aria-label={t.openLabel(dispute.order_number)}>
              {t.open}
            </Link>
          </li>
        ))}
      </ul>
      <ShowMore list={list} label={t.showMore} busyLabel={t.loadingMore} />
    </>
  );
}
