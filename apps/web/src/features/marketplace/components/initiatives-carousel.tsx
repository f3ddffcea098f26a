import { useId, useRef, useState, useSyncExternalStore } from 'react';
import type { DealerInitiative } from '@kt/contract/marketplace/page';
import { pageAt, pageCount, slidesPerPage } from '../initiatives-layout.ts';
import { marketplaceTexts as t } from '../texts.ts';

function subscribeToResize(listener: () => void) {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

/** Slides per page at the viewport's width, as the stylesheet's media queries count it. */
function useSlidesPerPage(): number {
  // The server draws one slide a page (a phone); the browser moves to its width once hydrated.
  return useSyncExternalStore(subscribeToResize, () => slidesPerPage(window.innerWidth), () => 1);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The dealer's initiatives (spec 2.8, 9): 3 per page, 2 below 900 px, 1 below 600 px. A row
 * with CSS scroll snap (the slide widths come from marketplace.css), swiped or scrolled with the
 * arrow keys, and previous/next buttons that move one page, with the page shown between them.
 */
export function InitiativesCarousel({ initiatives }: { initiatives: readonly DealerInitiative[] }) {
  const id = useId();
  const viewportRef = useRef<HTMLDivElement>(null);
  const perPage = useSlidesPerPage();
  const pages = pageCount(initiatives.length, perPage);
  const [scrolledPage, setScrolledPage] = useState(1);
  const page = Math.min(scrolledPage, pages);

  /** The distance from one page's first slide to the next page's. */
  function pageWidth(viewport: HTMLElement): number {
    const slides = viewport.querySelectorAll<HTMLElement>('.initiative-slide');
    const first = slides[0];
    const second = slides[1];
    const step = first && second ? second.offsetLeft - first.offsetLeft : viewport.clientWidth;
    return step * perPage;
  }

  function followScroll() {
    const viewport = viewportRef.current;
    if (!viewport) return;
    setScrolledPage(pageAt(viewport.scrollLeft, viewport.scrollWidth - viewport.clientWidth, pageWidth(viewport), pages));
  }

  function goTo(target: number) {
    const viewport = viewportRef.current;
    const next = Math.min(pages, Math.max(1, target));
    setScrolledPage(next);
    if (!viewport || typeof viewport.scrollTo !== 'function') return;
    viewport.scrollTo({ left: (next - 1) * pageWidth(viewport), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }

  return (
    <section className="mp-section mp-carousel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.initiativesHeading}</h2>
      <div
        ref={viewportRef}
        className="mp-carousel__viewport"
        data-testid="initiatives-track"
        role="region"
        aria-roledescription="carousel"
        aria-label={t.initiativesLabel}
        // A scrollable region must be reachable by keyboard (the arrow keys scroll it).
        tabIndex={0}
        onScroll={followScroll}
      >
        <ul className="mp-carousel__track">
          {initiatives.map((initiative) => (
            <li key={initiative.id} className="initiative-slide">
              {initiative.photo ? (
                <img
                  className="initiative-slide__photo"
                  src={initiative.photo}
                  alt=""
                  width="400"
                  height="300"
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <div className="initiative-slide__photo initiative-slide__placeholder" aria-hidden="true">
                  <svg viewBox="0 0 24 24" width="48" height="48" focusable="false">
                    <path
                      fill="currentColor"
                      d="M17 8C8 10 5.9 16.2 3.8 21.3l1.9.7 1-2.3c.5.2 1 .3 1.3.3C19 20 22 3 22 3c-1 2-8 2.3-13 3.3S2 11.5 2 13.5s1.8 3.8 1.8 3.8C7 8 17 8 17 8z"
                    />
                  </svg>
                </div>
              )}
              <p className="initiative-slide__message">{initiative.message}</p>
            </li>
          ))}
        </ul>
      </div>
      {pages > 1 && (
        <div className="mp-carousel__controls">
          <button
            type="button"
            className="btn btn--secondary mp-carousel__button"
            aria-label={t.previousPage}
            // aria-disabled, not disabled: a button pressed to the end keeps the focus.
            aria-disabled={page <= 1}
            onClick={() => goTo(page - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <p className="mp-carousel__page" aria-live="polite">
            {t.pageOf(page, pages)}
          </p>
          <button
            type="button"
            className="btn btn--secondary mp-carousel__button"
            aria-label={t.nextPage}
            aria-disabled={page >= pages}
            onClick={() => goTo(page + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
