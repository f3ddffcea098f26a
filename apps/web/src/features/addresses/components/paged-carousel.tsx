import { useId, useState, type ReactNode } from 'react';
import { toPages, useCardsPerPage } from '../cards-per-page.ts';
import '../addresses.css';
import { addressBookTexts as t } from '../texts.ts';

type Props<T> = {
  /** What the carousel shows, for screen readers ('Saved addresses'). */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
};

/**
 * A carousel that pages through its cards: 1, 2 or 3 per page by width (spec 2.6), Previous and
 * Next buttons and a dot per page. It does not move by itself.
 */
export function PagedCarousel<T>({ label, items, itemKey, renderItem }: Props<T>) {
  const perPage = useCardsPerPage();
  const pages = toPages(items, perPage);
  const [wantedPage, setWantedPage] = useState(0);
  // A delete or a narrower window can leave fewer pages than the one we were on.
  const page = Math.min(wantedPage, Math.max(pages.length - 1, 0));
  const pageLabelId = useId();
  const current = pages[page] ?? [];

  return (
    <div className="paged-carousel" role="region" aria-roledescription="carousel" aria-label={label}>
      <ul
        className="paged-carousel__page"
        style={{ gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))` }}
        aria-labelledby={pages.length > 1 ? pageLabelId : undefined}
      >
        {current.map((item) => (
          <li key={itemKey(item)} className="paged-carousel__slide">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {pages.length > 1 && (
        <div className="paged-carousel__controls">
          <button
            type="button"
            className="paged-carousel__arrow"
            aria-label={t.previous}
            disabled={page === 0}
            onClick={() => setWantedPage(page - 1)}
          >
            ‹
          </button>
          <span id={pageLabelId} className="visually-hidden" aria-live="polite">
            {t.pageOf(page + 1, pages.length)}
          </span>
          <div className="paged-carousel__dots">
            {pages.map((_, index) => (
              <button
                key={index}
                type="button"
                className="paged-carousel__dot"
                aria-label={t.page(index + 1)}
                aria-current={index === page ? 'true' : undefined}
                onClick={() => setWantedPage(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className="paged-carousel__arrow"
            aria-label={t.next}
            disabled={page === pages.length - 1}
            onClick={() => setWantedPage(page + 1)}
          >
            ›
          </button>
        </div>
      )}
    </div>
  );
}
