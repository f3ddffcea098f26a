import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Subcategory } from '@kt/contract/catalog/subcategory-list';
import type { DealerArea } from '@kt/contract/dealer-settings/pincodes';
import { ZPricePerKg, type DealerPrice } from '@kt/contract/dealer-settings/prices';
import { messages } from '@kt/contract/messages';
import { Modal } from '../../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { toast } from '../../../../components/ui/toast.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import { useServedAreas } from '../api/get-served-areas.ts';
import { useSavePrice } from '../api/save-price.ts';
import { priceTexts } from '../texts.ts';
import '../prices.css';

type Props = {
  dealerId: number;
  subcategory: Subcategory;
  /** The dealer's prices of this subcategory, to start from the one of the chosen pincode. */
  prices: readonly DealerPrice[];
  onClose: () => void;
};

type FieldErrors = { pincode?: string; price?: string; commission?: string };

/** Prices read back as '14.00'; the field shows what the dealer would type ('14'). */
function priceText(price: string | undefined): string {
  if (price === undefined) return '';
  const value = Number(price);
  return Number.isFinite(value) ? String(value) : price;
}

/**
 * The price form of one subcategory (spec 2.7): a pincode the dealer serves, the price in Rs per
 * kg and the required commission box. Checked here before anything is sent; saved as the spec
 * does (add, then update when add is refused).
 */
export function PriceFormModal({ dealerId, subcategory, prices, onClose }: Props) {
  const titleId = useId();
  const areas = useServedAreas(dealerId);
  return (
    <Modal className="dialog price-form-modal" onClose={onClose} labelledBy={titleId}>
      <h2 id={titleId} className="dialog__title">
        {priceTexts.formTitle(subcategory.sub_name)}
      </h2>
      {areas.isPending ? (
        <p className="muted" role="status">
          {priceTexts.loadingAreas}
        </p>
      ) : areas.isError ? (
        <LoadError onRetry={() => void areas.refetch()} />
      ) : areas.data.length === 0 ? (
        <div className="price-form__no-areas">
          <p className="muted">{priceTexts.noAreas}</p>
          <div className="form__actions">
            <button type="button" className="btn btn--secondary" onClick={onClose}>
              {priceTexts.cancel}
            </button>
            <Link to={paths.dealerAddArea} className="btn btn--primary">
              {priceTexts.addArea}
            </Link>
          </div>
        </div>
      ) : (
        <PriceForm dealerId={dealerId} subcategory={subcategory} prices={prices} areas={areas.data} onClose={onClose} />
      )}
    </Modal>
  );
}

function PriceForm({ dealerId, subcategory, prices, areas, onClose }: Props & { areas: readonly DealerArea[] }) {
  const pincodeId = useId();
  const commissionId = useId();
  const save = useSavePrice();
  const firstPincode = areas[0]?.pincode ?? '';
  const priceIn = (pincode: string) => priceText(prices.find((entry) => entry.pincode === pincode)?.price);
  const [pincode, setPincode] = useState(firstPincode);
  const [price, setPrice] = useState(() => priceIn(firstPincode));
  const [hasAccepted, setHasAccepted] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  function choosePincode(next: string) {
    setPincode(next);
    setPrice(priceIn(next));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const checkedPrice = ZPricePerKg.safeParse(price);
    const found: FieldErrors = {
      ...(pincode === '' ? { pincode: messages.general.enterPincode } : {}),
      ...(checkedPrice.success ? {} : { price: messages.dealerArea.priceInvalid }),
      ...(hasAccepted ? {} : { commission: messages.dealerArea.commissionRequired }),
    };
    setErrors(found);
    setServerMessage(null);
    if (!checkedPrice.success || Object.keys(found).length > 0) return;
    save.mutate(
      { dealer: dealerId, subcategory: subcategory.id, pincode, price: checkedPrice.data },
      {
        onSuccess: () => {
          toast.success(messages.dealerSettings.priceSet);
          onClose();
        },
        onError: (error) => setServerMessage(error instanceof ApiError ? error.message : messages.general.loadFailed),
      },
    );
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={save.isPending}>
      <div className="field">
        <label htmlFor={pincodeId} className="field__label">
          {priceTexts.pincodeLabel}
        </label>
        <select
          id={pincodeId}
          name="pincode"
          className="field__select"
          required
          value={pincode}
          aria-invalid={errors.pincode ? true : undefined}
          aria-describedby={errors.pincode ? `${pincodeId}-error` : undefined}
          onChange={(event) => choosePincode(event.target.value)}
        >
          <option value="">{priceTexts.pincodePlaceholder}</option>
          {areas.map((area) => (
            <option key={area.pincode} value={area.pincode}>
              {[area.pincode, [area.area, area.city].filter(Boolean).join(', ')].filter(Boolean).join(' – ')}
            </option>
          ))}
        </select>
        {errors.pincode && (
          <p id={`${pincodeId}-error`} className="field__error" role="alert">
            {errors.pincode}
          </p>
        )}
      </div>
      <TextField
        label={priceTexts.priceLabel}
        name="price"
        inputMode="decimal"
        autoComplete="off"
        required
        hint={priceTexts.priceHint}
        value={price}
        error={errors.price}
        onChange={(event) => setPrice(event.target.value)}
      />
      <div className="field">
        <div className="check">
          <input
            id={commissionId}
            type="checkbox"
            name="commission"
            required
            checked={hasAccepted}
            aria-invalid={errors.commission ? true : undefined}
            aria-describedby={errors.commission ? `${commissionId}-error` : undefined}
            onChange={(event) => setHasAccepted(event.target.checked)}
          />
          <label htmlFor={commissionId}>{priceTexts.commissionLabel}</label>
        </div>
        {errors.commission && (
          <p id={`${commissionId}-error`} className="field__error" role="alert">
            {errors.commission}
          </p>
        )}
      </div>
      <FormAlert message={serverMessage} />
      <div className="form__actions">
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {priceTexts.cancel}
        </button>
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {priceTexts.save}
        </button>
      </div>
    </form>
  );
}
