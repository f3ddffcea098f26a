import { useId } from 'react';
import type { Subcategory } from '@kt/contract/catalog/subcategory-list';
import type { DealerPrice } from '@kt/contract/dealer-settings/prices';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { messages } from '@kt/contract/messages';
import { toast } from '../../../../components/ui/toast.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { formatRupees } from '../../../../lib/format.ts';
import { useDeletePrice } from '../api/delete-price.ts';
import { priceTexts } from '../texts.ts';
import '../prices.css';

type Props = {
  dealerId: number;
  subcategory: Subcategory;
  /** The dealer's prices of this subcategory, one per pincode. */
  prices: readonly DealerPrice[];
  onSetPrice: (subcategory: Subcategory) => void;
  isAboveTheFold?: boolean;
};

/** A scrap item of the chosen category (spec 2.7 'a card per subcategory'): picture, name, the dealer's prices per pincode. */
export function SubcategoryPriceCard({ dealerId, subcategory, prices, onSetPrice, isAboveTheFold = false }: Props) {
  const nameId = useId();
  return (
    <article className="card price-item" aria-labelledby={nameId}>
      <div className="price-item__head">
        <img
          className="card__picture"
          src={subcategory.sub_image}
          alt=""
          width="72"
          height="72"
          loading={isAboveTheFold ? 'eager' : 'lazy'}
          decoding="async"
        />
        <h3 id={nameId} className="card__title">
          {subcategory.sub_name}
        </h3>
      </div>
      {prices.length === 0 ? (
        <p className="price-item__none">{priceTexts.noPriceYet}</p>
      ) : (
        <ul className="price-item__prices" aria-label={priceTexts.yourPrices}>
          {prices.map((entry) => (
            <li key={entry.pincode} className="price-item__price">
              <span className="price-item__pincode">{entry.pincode}</span>
              <span className="price-item__amount">
                {formatRupees(entry.price)} <span className="price-item__unit">/ {!entry.unit || entry.unit === 'kg' ? priceTexts.unitKg : entry.unit}</span>
              </span>
              <RemovePriceButton dealerId={dealerId} subcategory={subcategory} pincode={entry.pincode} />
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="btn btn--primary price-item__set"
        aria-label={priceTexts.setPriceLabel(subcategory.sub_name)}
        onClick={() => onSetPrice(subcategory)}
      >
        {priceTexts.setPrice}
      </button>
    </article>
  );
}

/**
 * Removes one price. Unlike the spec's client, which always says 'successfully removed', the
 * message appears only when the server removed it; otherwise its own answer is shown.
 */
function RemovePriceButton({ dealerId, subcategory, pincode }: { dealerId: number; subcategory: Subcategory; pincode: string }) {
  const remove = useDeletePrice();
  return (
    <button
      type="button"
      className="btn btn--danger price-item__remove"
      disabled={remove.isPending}
      aria-busy={remove.isPending}
      aria-label={priceTexts.removeLabel(subcategory.sub_name, pincode)}
      onClick={() =>
        remove.mutate(
          { dealer: dealerId, subcategory: subcategory.id, pincode },
          {
            onSuccess: () => toast.success(messages.dealerSettings.priceRemoved),
            onError: (error) => toast.error(error instanceof ApiError ? localizeEnglish(error.message) : messages.general.loadFailed),
          },
        )
      }
    >
      {priceTexts.remove}
    </button>
  );
}
