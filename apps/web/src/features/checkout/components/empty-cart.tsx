import { Link } from 'react-router';
import { messages } from '@kt/contract/messages';
import { paths } from '../../../lib/paths.ts';
import { checkoutTexts as t } from '../texts.ts';

/** The empty state of spec 2.5: a picture, 'Your cart is empty', and the way back to selling. */
export function EmptyCart({ sellPath = paths.sell }: { sellPath?: string }) {
  return (
    <div className="empty-state checkout-empty">
      <svg className="checkout-empty__picture" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
        <path
          d="M6 10h8l7 30h30l6-22H17"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="25" cy="50" r="4" fill="currentColor" />
        <circle cx="47" cy="50" r="4" fill="currentColor" />
      </svg>
      <p className="checkout-empty__text">{messages.orders.cartEmpty}</p>
      <Link to={sellPath} className="btn btn--primary">
        {t.goToSell}
      </Link>
    </div>
  );
}
