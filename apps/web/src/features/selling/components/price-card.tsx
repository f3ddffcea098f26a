import { useId } from 'react';
import { ZCartQuantityForm } from '@kt/contract/selling/cart-quantity';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { whoBuysLabel } from '@kt/contract/selling/who-buys';
import { messages } from '@kt/contract/messages';
import { KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { VerifiedBadge } from '../../../components/ui/verified-badge.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { displayDealerId } from '../../../lib/format.ts';
import { sellingFormTexts as t } from '../texts.ts';
import { verifiedText } from '../verified-text.ts';
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
  const id = useId();
  const form = useKitForm(ZCartQuantityForm, { defaultValues: { quantity: '' }, errorsAt: 'alert' });
  const unit = entry.unit || 'kg';

  function add({ quantity }: { quantity: number }) {
    if (onAdd(entry, String(quantity))) form.reset();
  }

  return (
    <article className="card price-card" aria-labelledby={`${id}-name`}>
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
        <h3 id={`${id}-name`} className="price-card__name">
          {entry.subcategory_name}
        </h3>
        <p className="price-card__dealer">
          {entry.dealer_name} <span className="price-card__dealer-id">{displayDealerId(entry.dealer_kt_id)}</span>
        </p>
        {/* Issue 28: whom the dealer buys from (spec 1), and the date an admin verified them. */}
        <p className="price-card__who-buys">
          {whoBuysLabel(entry.dealer_account_type)} <VerifiedBadge text={verifiedText(entry.dealer_verified_on)} />
        </p>
        <p className="price-card__price">
          {formatRupees(entry.price)} <span className="price-card__unit">/ {unit}</span>
        </p>
        {/* The seller sees the rate they are paid; GST and the platform's commission are the dealer's (issue 28). */}
        <p className="price-card__terms">{t.rateNote}</p>
      </div>
      <KitForm form={form} onValid={add} onInvalid={() => toast.error(messages.orders.quantityRequired)} className="price-card__add">
        <TextField name="quantity" label={t.quantityIn(unit)} type="number" inputMode="decimal" min="0" step="any" />
        <SubmitButton>{t.addToCart}</SubmitButton>
      </KitForm>
    </article>
  );
}
