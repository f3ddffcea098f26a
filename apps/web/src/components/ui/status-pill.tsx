import type { ReactNode } from 'react';
import './status-pill.css';

/** What a status means for the person reading it; each tone has one look across the app. */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A status word (an order's, a request's, a document's) as a coloured pill. */
export function StatusPill({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={['status-pill', `status-pill--${tone}`].join(' ')}>{children}</span>;
}
