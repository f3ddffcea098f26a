import { useId } from 'react';
import type { CategoryRequestEntry, CategoryRequestStatus } from '@kt/contract/dealer-settings/category-requests';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { ShowMore } from '../../../../components/ui/show-more.tsx';
import { StatusPill, type StatusTone } from '../../../../components/ui/status-pill.tsx';
import { formatDayInIndia } from '../../../../lib/format.ts';
import { useCategoryRequests } from '../api/get-category-requests.ts';
import { categoryRequestTexts } from '../texts.ts';
import '../category-requests.css';

const statusTones: Record<CategoryRequestStatus, StatusTone> = {
  Pending: 'warning',
  Approved: 'success',
  Rejected: 'danger',
};

/** Newest first, whatever order they arrive in. */
export function newestFirst(entries: readonly CategoryRequestEntry[]): CategoryRequestEntry[] {
  return [...entries].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}

/**
 * Spec 2.7 'a list of requested categories with status'. The spec's page falls back to static
 * sample entries; ours shows the dealer's own requests, a page at a time (Show more), or says
 * there are none.
 */
export function CategoryRequestList({ dealerId }: { dealerId: number }) {
  const headingId = useId();
  const requests = useCategoryRequests(dealerId);

  let content;
  if (requests.isPending) {
    content = (
      <ul className="stack-list" aria-busy="true" aria-label={categoryRequestTexts.loadingList}>
        {Array.from({ length: 2 }, (_, i) => (
          <li key={`skeleton-${i}`} className="card category-request">
            <span className="card__picture skeleton" />
            <span className="category-request__skeleton-line skeleton" />
          </li>
        ))}
      </ul>
    );
  } else if (requests.isLoadingError) {
    content = <LoadError onRetry={() => void requests.refetch()} />;
  } else if (requests.data.length === 0) {
    content = <p className="empty-state">{categoryRequestTexts.empty}</p>;
  } else {
    content = (
      <ul className="stack-list" aria-labelledby={headingId}>
        {newestFirst(requests.data).map((entry) => (
          <li key={entry.id}>
            <CategoryRequestCard entry={entry} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="category-requests-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{categoryRequestTexts.listHeading}</h2>
      {content}
      {requests.isSuccess && (
        <ShowMore list={requests} label={categoryRequestTexts.showMore} busyLabel={categoryRequestTexts.loadingMore} />
      )}
    </section>
  );
}

function CategoryRequestCard({ entry }: { entry: CategoryRequestEntry }) {
  const nameId = useId();
  return (
    <article className="card category-request" aria-labelledby={nameId}>
      <img
        className="card__picture"
        src={entry.category_image}
        alt=""
        width="72"
        height="72"
        loading="lazy"
        decoding="async"
      />
      <div className="category-request__body">
        <div className="card__head">
          <h3 id={nameId} className="card__title">
            {entry.category_name}
          </h3>
          <StatusPill tone={statusTones[entry.status]}>{categoryRequestTexts.statuses[entry.status]}</StatusPill>
        </div>
        {entry.description && <p className="category-request__description">{entry.description}</p>}
        {entry.status === 'Rejected' && entry.reason && (
          <p className="category-request__reason">
            <strong>{categoryRequestTexts.reason}:</strong> {entry.reason}
          </p>
        )}
        <p className="category-request__date">{categoryRequestTexts.requestedOn(formatDayInIndia(entry.created_at))}</p>
      </div>
    </article>
  );
}
