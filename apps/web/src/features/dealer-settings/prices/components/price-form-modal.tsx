import { useId } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { Subcategory } from '@kt/contract/catalog/subcategory-list';
import type { DealerArea } from '@kt/contract/dealer-settings/pincodes';
import { ZPriceForm, type DealerPrice } from '@kt/contract/dealer-settings/prices';
import { messages } from '@kt/contract/messages';
import { CheckboxField } from '../../../../components/form/checkbox-field.tsx';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../../components/form/kit-form.tsx';
import { SelectField } from '../../../../components/form/select-field.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { Modal } from '../../../../components/ui/dialog.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { toast } from '../../../../components/ui/toast.tsx';
import { paths } from '../../../../lib/paths.ts';
import { useServedAreas } from '../api/get-served-areas.ts';
import { useSavePrice, type PriceSaved } from '../api/save-price.ts';
import { priceTexts } from '../texts.ts';
import '../prices.css';

type Props = {
  dealerId: number;
  subcategory: Subcategory;
  /** The dealer's prices of this subcategory, to start from the one of the chosen pincode. */
  prices: readonly DealerPrice[];
  onClose: () => void;
};

/** Prices read back as '14.00'; the field shows what the dealer would type ('14'). */
function priceText(price: string | undefined): string {
  if (price === undefined) return '';
  const value = Number(price);
  return Number.isFinite(value) ? String(value) : price;
}

/**
 * The price form of one subcategory (spec 2.7): a pincode the dealer serves, the price in Rs per
 * kg and the required commission box. Checked by the contract's rule before anything is sent;
 * saved as the spec does (add, then update when add is refused).
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

/** A served pincode as the dealer knows it: '282001 – Civil Lines, Agra'. */
function areaOption(area: DealerArea) {
  return { value: area.pincode, label: [area.pincode, [area.area, area.city].filter(Boolean).join(', ')].filter(Boolean).join(' – ') };
}

function PriceForm({ dealerId, subcategory, prices, areas, onClose }: Props & { areas: readonly DealerArea[] }) {
  const save = useSavePrice();
  const firstPincode = areas[0]?.pincode ?? '';
  const priceIn = (pincode: string) => priceText(prices.find((entry) => entry.pincode === pincode)?.price);
  const form = useKitForm(ZPriceForm, { defaultValues: { pincode: firstPincode, price: priceIn(firstPincode), commission: false } });

  async function send({ pincode, price }: z.output<typeof ZPriceForm>) {
    let saved: PriceSaved;
    try {
      saved = await save.mutateAsync({ dealer: dealerId, subcategory: subcategory.id, pincode, price });
    } catch (error) {
      form.showRefusal(error);
      return;
    }
    // The spec's text of what happened: a new price added, or the one there updated.
    toast.success(saved === 'added' ? messages.dealerSettings.priceAdded : messages.dealerSettings.priceUpdated);
    onClose();
  }

  return (
    <KitForm form={form} onValid={send}>
      <SelectField
        name="pincode"
        label={priceTexts.pincodeLabel}
        placeholder={priceTexts.pincodePlaceholder}
        options={areas.map(areaOption)}
        required
        // Another pincode starts from the dealer's price there.
        onChange={(event) => form.setValue('price', priceIn(event.target.value))}
      />
      <TextField name="price" label={priceTexts.priceLabel} inputMode="decimal" autoComplete="off" required hint={priceTexts.priceHint} />
      <div className="field">
        <CheckboxField name="commission" label={priceTexts.commissionLabel} required />
      </div>
      <FormMessage />
      <div className="form__actions">
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {priceTexts.cancel}
        </button>
        <SubmitButton>{priceTexts.save}</SubmitButton>
      </div>
    </KitForm>
  );
}
