import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import '../../styles/content.css';
import { uiTexts } from './texts.ts';

type Props<T> = {
  /** What the carousel shows, for screen readers ('Our Team Members'). */
  label: string;
  items: readonly T[];
  itemKey: (item: T, index: number) => string;
  renderItem: (item: T) => ReactNode;
  /** Time between steps. */
  intervalMs?: number;
};

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToMotion(listener: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches;
}

/**
 * A looping, autoplaying row of cards (spec 9: gap 1rem, no arrows or pagination), built on
 * CSS scroll snap: it moves one card at a time and rewinds to the first after the last. It
 * stands still while the pointer is over it or focus is inside it, when the person asks for
 * reduced motion, and after they press Pause (WCAG 2.2.2). The row is a focusable region, so
 * the arrow keys and swiping scroll it.
 */
export function Carousel<T>({ label, items, itemKey, renderItem, intervalMs = 3500 }: Props<T>) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  // The person's Pause or Play; until then, still when they ask for reduced motion (which the
  // server cannot know: its HTML, and the first render over it, move).
  const [stoppedByChoice, setStoppedByChoice] = useState<boolean | null>(null);
  const reducedMotion = useSyncExternalStore(subscribeToMotion, prefersReducedMotion, () => false);
  const isStopped = stoppedByChoice ?? reducedMotion;
  const isMoving = !isHovered && !isFocused && !isStopped && items.length > 1;

  useEffect(() => {
    if (!isMoving) return;
    const timer = window.setInterval(() => {
      const viewport = viewportRef.current;
      const track = viewport?.firstElementChild;
      if (!viewport || !(track instanceof HTMLElement) || typeof viewport.scrollTo !== 'function') return;
      const first = track.firstElementChild as HTMLElement | null;
      const gap = parseFloat(getComputedStyle(track).columnGap) || 16;
      const step = (first?.offsetWidth ?? viewport.clientWidth) + gap;
      const isAtEnd = viewport.scrollLeft + viewport.clientWidth >= viewport.scrollWidth - 2;
      viewport.scrollTo({ left: isAtEnd ? 0 : viewport.scrollLeft + step, behavior: 'smooth' });
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [isMoving, intervalMs]);

  return (
    <div
      className="carousel"
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setIsFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsFocused(false);
      }}
    >
      <div
        ref={viewportRef}
        className="carousel__viewport"
        // A scrollable region must be reachable by keyboard (arrow keys scroll it).
        tabIndex={0}
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
      >
        <ul className="carousel__track">
          {items.map((item, index) => (
            <li key={itemKey(item, index)} className="carousel__slide">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      </div>
      {items.length > 1 && (
        <button
          type="button"
          className="carousel__pause"
          aria-label={isStopped ? uiTexts.playLabel(label) : uiTexts.pauseLabel(label)}
          onClick={() => setStoppedByChoice(!isStopped)}
        >
          {isStopped ? uiTexts.play : uiTexts.pause}
        </button>
      )}
    </div>
  );
}
