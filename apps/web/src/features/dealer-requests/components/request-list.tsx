import type { ReactNode } from 'react';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ShowMore } from '../../../components/ui/show-more.tsx';
import type { RequestKind } from '../request-kinds.ts';
import { dealerRequestTexts } from '../texts.ts';
import '../dealer-requests.css';

type Props<T> = {
  kind: RequestKind;
  /** The list as `useListPages` answers it. */
  list: UseInfiniteQueryResult<T[], Error>;
  /** What shows when the list has no rows. */
  empty: ReactNode;
  getKey: (item: T) => number;
  /** One row's card (an <article>). */
  renderItem: (item: T) => ReactNode;
};

/**
 * One of the page's lists, paged on the server: skeleton cards while the first page loads, a
 * retry when it fails, the empty state, or the cards with 'Show more' under them.
 */
export function RequestList<T>({ kind, list, empty, getKey, renderItem }: Props<T>) {
  if (list.isPending) {
    return (
      <ul className="stack-list" aria-busy="true" aria-label={dealerRequestTexts.loading[kind]}>
        {[0, 1].map((n) => (
          <li key={n} className="card request-card request-card--skeleton">
            <span className="request-card__skeleton-line skeleton" />
            <span className="request-card__skeleton-line request-card__skeleton-line--short skeleton" />
          </li>
        ))}
      </ul>
    );
  }
  // Only a failed first page replaces the list; a failed next page is ShowMore's to tell.
  if (list.isLoadingError) return <LoadError onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className="stack-list" aria-label={dealerRequestTexts.lists[kind]}>
        {list.data.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <ShowMore list={list} label={dealerRequestTexts.showMore} busyLabel={dealerRequestTexts.loadingMore} />
    </>
  );
}

type EmptyProps = { kind: RequestKind; marketplacePath: string | undefined };

/** An empty list (DESIGN: a picture, one sentence, one action): where such requests come from. */
export function RequestsEmpty({ kind, marketplacePath }: EmptyProps) {
  const { title, text } = dealerRequestTexts.empty[kind];
  return (
    <div className="empty-state requests-empty">
      <svg className="requests-empty__picture" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
        <path d="M8 34 16 12h32l8 22v16a4 4 0 0 1-4 4H12a4 4 0 0 1-4-4z" fill="var(--brand-tint)" stroke="var(--brand-dark)" strokeWidth="2" strokeLinejoin="round" />
        <path d="M8 34h14l4 7h12l4-7h14" fill="none" stroke="var(--brand-dark)" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <h2 className="requests-empty__title">{title}</h2>
      <p>{text}</p>
      {marketplacePath && (
        <Link to={marketplacePath} className="btn btn--secondary">
          {dealerRequestTexts.marketplaceLink}
        </Link>
      )}
    </div>
  );
}
