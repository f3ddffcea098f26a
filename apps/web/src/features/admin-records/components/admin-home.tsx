import { useId } from 'react';
import { Link } from 'react-router';
import { isGettingStartedDone, type TodayAndWeek, type WaitingFigure } from '@kt/contract/admin/home';
import { formatCount } from '@kt/contract/i18n/formats';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useAdminSummary } from '../api/get-admin-summary.ts';
import { formatWaited } from '../format.ts';
import { adminRecordsTexts } from '../texts.ts';
import { GettingStarted } from './getting-started.tsx';
import '../admin-records.css';

const t = adminRecordsTexts.home;

/** What waits, in words: '3 waiting, oldest 2 days', or that nothing does. */
export function waitingWords(figure: WaitingFigure, now: number = Date.now()): string {
  if (figure.count === 0 || figure.oldest_at === null) return t.nothingWaiting;
  return t.waitingSummary(figure.count, formatWaited(figure.oldest_at, now));
}

function WaitingCard({ label, figure, to }: { label: string; figure: WaitingFigure; to: string }) {
  const cardClass = ['admin-home__card', 'admin-card', figure.count > 0 && 'admin-home__card--waiting'].filter(Boolean).join(' ');
  return (
    <li>
      <Link to={to} className={cardClass}>
        <span className="admin-home__label">{label}</span>
        <span className="admin-home__figure" aria-hidden="true">
          {formatCount(figure.count)}
        </span>
        <span className="admin-home__note">{waitingWords(figure)}</span>
      </Link>
    </li>
  );
}

function ActivityCard({ label, figures }: { label: string; figures: TodayAndWeek }) {
  return (
    <li className="admin-card admin-home__activity">
      <h3 className="admin-home__label">
        {label}
      </h3>
      <dl className="admin-home__split">
        <div>
          <dt>{t.today}</dt>
          <dd className="admin-home__figure">{formatCount(figures.today)}</dd>
        </div>
        <div>
          <dt>{t.thisWeek}</dt>
          <dd className="admin-home__figure">{formatCount(figures.this_week)}</dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * The admin console's home (issue 15): a new site's getting-started list until it is all done,
 * what waits for a decision (and mail that failed), each card opening its list, and the orders
 * and sign-ups of today and this week in India, with the way to the users list.
 */
export function AdminHome() {
  const summary = useAdminSummary();
  const waitingId = useId();
  const activityId = useId();

  if (summary.isPending) {
    return (
      <div className="admin-home__cards" aria-busy="true" aria-label={t.loading}>
        {[0, 1, 2].map((n) => (
          <span key={n} className="admin-home__card admin-card admin-home__card--skeleton skeleton" />
        ))}
      </div>
    );
  }
  if (summary.isError) return <LoadError onRetry={() => void summary.refetch()} />;

  const { waiting, orders, sign_ups: signUps, week_start: weekStart, getting_started: gettingStarted } = summary.data;
  return (
    <div className="admin-page admin-home">
      <p className="lead">{t.lead}</p>
      {!isGettingStartedDone(gettingStarted) && <GettingStarted state={gettingStarted} />}
      <section aria-labelledby={waitingId} className="admin-home__section">
        <h2 id={waitingId}>{t.waitingHeading}</h2>
        <ul className="admin-home__cards">
          <WaitingCard label={t.waiting.pincodeRequests} figure={waiting.pincode_requests} to={paths.adminPincodeRequests} />
          <WaitingCard label={t.waiting.categoryRequests} figure={waiting.category_requests} to={paths.adminCategoryRequests} />
          <WaitingCard label={t.waiting.documents} figure={waiting.documents} to={paths.adminDocuments} />
          <WaitingCard label={t.waiting.failedMails} figure={waiting.failed_mails} to={paths.adminMessages} />
        </ul>
      </section>
      <section aria-labelledby={activityId} className="admin-home__section">
        <div className="admin-card__head">
          <h2 id={activityId}>{t.activityHeading}</h2>
          <p className="admin-card__meta">{t.weekFrom(formatDate(weekStart))}</p>
        </div>
        <ul className="admin-home__cards">
          <ActivityCard label={t.orders} figures={orders} />
          <ActivityCard label={t.customers} figures={signUps.customers} />
          <ActivityCard label={t.dealers} figures={signUps.dealers} />
        </ul>
        <p>
          <Link to={paths.adminUsers} className="btn btn--secondary">
            {t.seeUsers}
          </Link>
        </p>
      </section>
    </div>
  );
}
