import { useId } from 'react';
import type { AuditEntry } from '@kt/contract/admin/audit';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ShowMore } from '../../../components/ui/show-more.tsx';
import { useAudit } from '../api/get-audit.ts';
import { formatAt } from '../format.ts';
import { adminRecordsTexts } from '../texts.ts';
import '../admin-records.css';
import { RecordsSkeleton } from './records-skeleton.tsx';

const t = adminRecordsTexts.audit;

function AuditCard({ entry }: { entry: AuditEntry }) {
  const headingId = useId();
  return (
    <article className="admin-card" aria-labelledby={headingId}>
      <div className="admin-card__head">
        <h2 id={headingId} className="admin-card__title">
          {t.actions[entry.action] ?? entry.action}
        </h2>
        <p className="admin-card__meta">
          <span className="visually-hidden">{t.when} </span>
          <time dateTime={entry.created_at}>{formatAt(entry.created_at)}</time>
        </p>
      </div>
      <dl className="admin-card__fields">
        <dt>{t.who}</dt>
        <dd>{entry.admin ? `${entry.admin.username} (${entry.admin.KT_ID})` : t.goneAdmin}</dd>
        <dt>{t.what}</dt>
        <dd>
          <code>{entry.action}</code>
        </dd>
        <dt>{t.target}</dt>
        <dd>{t.targetOf(entry.target_kind, entry.target_id)}</dd>
        {entry.detail && (
          <>
            <dt>{t.detail}</dt>
            <dd>{entry.detail}</dd>
          </>
        )}
      </dl>
    </article>
  );
}

/** Admin > Audit log (issue 15): every admin action, newest first, paged on the server. */
export function AuditLog() {
  const list = useAudit();
  return (
    <div className="admin-page">
      <p className="lead">{t.lead}</p>
      {list.isPending ? (
        <RecordsSkeleton label={t.loading} />
      ) : list.isLoadingError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="empty-state">{t.empty}</p>
      ) : (
        <>
          <ul className="admin-list" aria-label={t.listLabel}>
            {list.data.map((entry) => (
              <li key={entry.id}>
                <AuditCard entry={entry} />
              </li>
            ))}
          </ul>
          <ShowMore list={list} label={adminRecordsTexts.showMore} busyLabel={adminRecordsTexts.loadingMore} />
        </>
      )}
    </div>
  );
}
