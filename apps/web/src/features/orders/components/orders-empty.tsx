import type { ReactNode } from 'react';
import '../orders.css';

type Props = { title: string; text: string; action: ReactNode };

/** An empty list (DESIGN: a picture, one sentence, one action). */
export function OrdersEmpty({ title, text, action }: Props) {
  return (
    <div className="empty-state orders-empty">
      <svg className="orders-empty__picture" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
        <rect x="4" y="22" width="34" height="24" rx="3" fill="var(--brand-tint)" stroke="var(--brand-dark)" strokeWidth="2" />
        <path d="M38 30h12l8 9v7H38z" fill="var(--surface)" stroke="var(--brand-dark)" strokeWidth="2" strokeLinejoin="round" />
        <circle cx="16" cy="48" r="5" fill="var(--surface)" stroke="var(--brand-dark)" strokeWidth="2" />
        <circle cx="48" cy="48" r="5" fill="var(--surface)" stroke="var(--brand-dark)" strokeWidth="2" />
      </svg>
      <h2 className="orders-empty__title">{title}</h2>
      <p>{text}</p>
      {action}
    </div>
  );
}
