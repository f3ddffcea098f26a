import { useId, useState, type FormEvent } from 'react';
import { limits } from '@kt/contract/limits';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { formatNumber, formatRupees } from '../../../lib/format.ts';
import { displayDealerId } from '../../../lib/format.ts';
import '../styles/selling.css';

type Props = {
  entry: PriceListEntry;
  /** Adds the typed quantity; true when it went into the cart. */
  onAdd: (entry: PriceListEntry, quantityText: string) => boolean;
  /** The first cards are on screen at once: their pictures load now, the rest when scrolled to. */
  isAboveTheFold?: boolean;
};

/** A scrap item a dealer buys in the area (spec 2.3, DESIGN 'card'): picture, name, Rs per kg, quantity. */
export function PriceCard({ entry, onAdd, isAboveTheFold = false }: Props) {
  const quantityId = useId();
  const [quantity, setQuantity] = useState('');
  const unit = entry.unit || 'kg';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (onAdd(entry, quantity)) setQuantity('');
  }

  return (
    <article className="card price-card" aria-labelledby={`${quantityId}-name`}>
      <img
        className="price-card__picture"
        src={entry.subcategory_image}
        alt=""
        width="96"
        height="96"
        loading={isAboveTheFold ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="price-card__body">
        <h3 id={`${quantityId}-name`} className="price-card__name">
          {entry.subcategory_name}
        </h3>
        <p className="price-card__dealer">
          {entry.dealer_name} <span className="price-card__dealer-id">{displayDealerId(entry.dealer_kt_id)}</span>
        </p>
        <p className="price-card__price">
          {formatRupees(entry.price)} <span className="price-card__unit">/ {unit}</span>
        </p>
        <p className="price-card__terms">
          <span>GST {formatNumber(entry.GST)}%</span>
          <span className="pill">{limits.commissionPercentPerKg}% commission per kg</span>
        </p>
      </div>
      <form className="price-card__add" noValidate onSubmit={submit}>
        <div className="field">
          <label htmlFor={quantityId} className="field__label">
            Quantity ({unit})
          </label>
          <input
            id={quantityId}
            className="field__input"
            name="quantity"
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn--primary">
          Add to cart
        </button>
      </form>
    </article>
  );
}
