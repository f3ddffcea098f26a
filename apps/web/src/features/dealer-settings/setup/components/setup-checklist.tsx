import { useId } from 'react';
import { Link } from 'react-router';
import type { DocumentStatus } from '@kt/contract/dealer-settings/documents';
import type { SetupStatus } from '@kt/contract/dealer-settings/setup-status';
import { StatusPill, type StatusTone } from '../../../../components/ui/status-pill.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { paths } from '../../../../lib/paths.ts';
import { useAuth } from '../../../../lib/use-auth.ts';
import { useSetupStatus } from '../../hub/api/get-setup-status.ts';
import { setupTexts } from '../setup-texts.ts';
import '../setup.css';

type Item = { key: string; label: string; to: string; isDone: boolean; state: string; tone: StatusTone; note?: string };

/**
 * Issue 28: the documents step is done only once an admin verified them (until then the dealer is
 * not visible): sent and waiting for the admin's check, rejected with the admin's reason (to send
 * again), or not sent.
 */
function documentsItem(status: Pick<SetupStatus, 'documents' | 'documents_reason' | 'verified_on'>): Item {
  const { items, states } = setupTexts;
  const documents: DocumentStatus = status.documents;
  const base = { key: 'documents', label: items.documents, to: paths.dealerDocuments };
  if (documents === 'Verified') {
    const state = status.verified_on ? setupTexts.verifiedOn(formatDate(status.verified_on)) : states.done;
    return { ...base, label: items.documentsVerified, isDone: true, state, tone: 'success' };
  }
  if (documents === 'Awaiting review') return { ...base, label: items.documentsSent, isDone: true, state: states.awaitingReview, tone: 'warning' };
  if (documents === 'Rejected') {
    const note = status.documents_reason ? setupTexts.rejectedReason(status.documents_reason) : undefined;
    return { ...base, label: items.documentsAgain, isDone: false, state: states.rejected, tone: 'danger', ...(note ? { note } : {}) };
  }
  return { ...base, isDone: false, state: states.todo, tone: 'danger' };
}

function countItem(key: string, label: string, to: string, count: number): Item {
  const { states } = setupTexts;
  const isDone = count > 0;
  return { key, label, to, isDone, state: isDone ? states.done : states.todo, tone: isDone ? 'success' : 'danger' };
}

function itemsOf(status: SetupStatus): Item[] {
  const { items } = setupTexts;
  return [
    documentsItem(status),
    countItem('areas', items.areas, paths.dealerAddArea, status.areas),
    countItem('prices', items.prices, paths.dealerSetPrice, status.prices),
  ];
}

function markClass(tone: StatusTone): string {
  return `setup-check__mark setup-check__mark--${tone}`;
}

/**
 * The dealer home's "still missing" list (GET /dealer/api/setup-status/): each missing step links
 * to its page. It is absent once the dealer is ready, and while loading or when it cannot be
 * loaded: the tiles below are what the page is for.
 */
export function SetupChecklist() {
  const auth = useAuth();
  // The area layout sends a signed-out visitor to /signin.
  if (!auth) return null;
  return <Checklist dealerId={auth.id} />;
}

function Checklist({ dealerId }: { dealerId: number }) {
  const titleId = useId();
  const { data: status } = useSetupStatus(dealerId);
  if (!status || status.ready) return null;
  return (
    <section className="setup-check" aria-labelledby={titleId}>
      <h2 id={titleId} className="setup-check__title">
        {setupTexts.title}
      </h2>
      <p className="setup-check__not-visible">
        <strong>{setupTexts.notVisible}</strong>
      </p>
      <p className="setup-check__lead">{setupTexts.lead}</p>
      <ul className="setup-check__list">
        {itemsOf(status).map((item) => (
          <li key={item.key} className="setup-check__item">
            <span className={markClass(item.tone)} aria-hidden="true">
              {item.isDone ? '✓' : '!'}
            </span>
            {item.isDone ? (
              <span className="setup-check__label">{item.label}</span>
            ) : (
              <Link to={item.to} className="setup-check__label setup-check__link">
                {item.label}
              </Link>
            )}
            <StatusPill tone={item.tone}>{item.state}</StatusPill>
            {item.note && <p className="setup-check__note">{item.note}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
