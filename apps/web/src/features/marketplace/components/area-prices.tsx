import { useId } from 'react';
import type { MarketplaceArea, MarketplacePrice } from '@kt/contract/marketplace/page';
import { formatPrice } from '../format.ts';
import { marketplaceTexts as t } from '../texts.ts';
import { intlLocale } from '@kt/contract/i18n/formats';

type Props = {
  areas: readonly MarketplaceArea[];
  prices: readonly MarketplacePrice[];
  /** The chosen area's pincode ('' when the dealer serves none). */
  pincode: string;
  onPincodeChange: (pincode: string) => void;
};

type CategoryGroup = { category: string; prices: MarketplacePrice[] };

/** The dealer's prices in one pincode, by category (A to Z), each category's items A to Z. */
export function pricesByCategory(prices: readonly MarketplacePrice[], pincode: string): CategoryGroup[] {
  const groups = new Map<string, MarketplacePrice[]>();
  for (const price of prices) {
    if (price.pincode !== pincode) continue;
    const group = groups.get(price.category_name);
    if (group) group.push(price);
    else groups.set(price.category_name, [price]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, intlLocale()))
    .map(([category, items]) => ({
      category,
      prices: items.sort((a, b) => a.subcategory_name.localeCompare(b.subcategory_name, intlLocale())),
    }));
}

/** The areas the dealer serves (a pincode select) and what the dealer pays in the chosen one. */
export function AreaPrices({ areas, prices, pincode, onPincodeChange }: Props) {
  const id = useId();
  const groups = pricesByCategory(prices, pincode);
  return (
    <section className="mp-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.pricesHeading}</h2>
      {areas.length === 0 ? (
        <p className="muted">{t.noAreas}</p>
      ) : (
        <>
          <div className="field mp-area">
            <label htmlFor={`${id}-area`} className="field__label">
              {t.areaLabel}
            </label>
            <select
              id={`${id}-area`}
              className="field__select"
              name="area"
              value={pincode}
              onChange={(event) => onPincodeChange(event.target.value)}
            >
              {areas.map((area) => (
                <option key={area.pincode} value={area.pincode}>
                  {t.areaOption(area.pincode, area.area, area.city)}
                </option>
              ))}
            </select>
          </div>
          {groups.length === 0 ? (
            <p className="muted mp-empty" role="status">
              {t.noPricesHere}
            </p>
          ) : (
            groups.map((group) => (
              <div key={group.category} className="mp-category">
                <h3 className="mp-category__title">{group.category}</h3>
                <ul className="mp-prices">
                  {group.prices.map((price) => (
                    <li key={`${price.subcategory}-${price.pincode}`} className="card mp-price">
                      <img
                        className="mp-price__picture"
                        src={price.subcategory_image}
                        alt=""
                        width="64"
                        height="64"
                        loading="lazy"
                        decoding="async"
                      />
                      <div className="mp-price__body">
                        <h4 className="card__title">{price.subcategory_name}</h4>
                        <p className="mp-price__price">{t.pricePerUnit(formatPrice(price.price), price.unit || t.defaultUnit)}</p>
                      </div>
                    </li>
                  ))}
                </ul>
              </div>
            ))
          )}
        </>
      )}
    </section>
  );
}
