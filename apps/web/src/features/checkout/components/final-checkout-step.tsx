import type { PickupDetails } from '@kt/contract/orders/checkout';
import { cartTotal, type CartItem } from '@kt/contract/selling/cart';
import { formatDate, formatNumber as formatQuantity, formatRupees } from '../../../lib/format.ts';
import { checkoutTexts as t } from '../texts.ts';

type Props = {
  items: readonly CartItem[];
  details: PickupDetails;
  email: string;
  isPlacing: boolean;
  onBack: () => void;
  onCheckOut: () => void;
};

/** Step 3 'Final Checkout' (spec 2.5): what is sold, for how much, and where and when it is picked up. */
export function FinalCheckoutStep({ items, details, email, isPlacing, onBack, onCheckOut }: Props) {
  const addressLines = [
    details.address_line_1,
    details.address_line_2,
    [details.city, details.state].join(', '),
    details.country,
  ].filter((line): line is string => Boolean(line?.trim()));

  return (
    <div className="checkout-summary">
      <section className="checkout-summary__section" aria-labelledby="checkout-items-title">
        <h3 id="checkout-items-title" className="checkout-summary__title">
          {t.items}
        </h3>
        <ul className="checkout-summary__items">
          {items.map((item) => (
            <li key={item.id} className="checkout-summary__item">
              <span>
                <span className="checkout-summary__name">{item.name}</span>
                <span className="checkout-summary__meta">
                  {formatQuantity(item.itemQuantity)} {item.unit || 'kg'} × {formatRupees(item.price)}/{item.unit || 'kg'}
                </span>
              </span>
              <span className="checkout-summary__amount">{formatRupees(item.totalPrice)}</span>
            </li>
          ))}
        </ul>
        <p className="checkout__total">
          <span>{t.total}</span> <strong>{formatRupees(cartTotal(items))}</strong>
        </p>
      </section>
      <section className="checkout-summary__section" aria-labelledby="checkout-pickup-title">
        <h3 id="checkout-pickup-title" className="checkout-summary__title">
          {t.pickup}
        </h3>
        <dl className="checkout-summary__details">
          <div>
            <dt>{t.name}</dt>
            <dd>
              {details.first_name} {details.last_name}
            </dd>
          </div>
          <div>
            <dt>{t.phone}</dt>
            <dd>{details.phone_number}</dd>
          </div>
          <div>
            <dt>{t.email}</dt>
            <dd>{email}</dd>
          </div>
          <div>
            <dt>{t.address}</dt>
            <dd>
              {addressLines.map((line, index) => (
                <span key={index} className="checkout-summary__line">
                  {line}
                </span>
              ))}
            </dd>
          </div>
          <div>
            <dt>{t.date}</dt>
            <dd>{formatDate(details.pickup_date)}</dd>
          </div>
          <div>
            <dt>{t.time}</dt>
            <dd>{details.pickup_time}</dd>
          </div>
        </dl>
      </section>
      <div className="form__actions">
        <button type="button" className="btn btn--secondary" disabled={isPlacing} onClick={onBack}>
          {t.back}
        </button>
        <button type="button" className="btn btn--primary" disabled={isPlacing} aria-busy={isPlacing} onClick={onCheckOut}>
          {t.checkOut}
        </button>
      </div>
    </div>
  );
}
