import { useCallback, useEffect, useState } from 'react';
import { pickupSlots } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { ZPickupForm, type PickupDetails } from '@kt/contract/orders/checkout';
import { pickupDateRange } from '@kt/contract/orders/pickup-dates';
import { KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { PhoneField, TextField } from '../../../components/form/text-field.tsx';
import { TextField as TextFieldMarkup } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import type { OrderDetailsDraft } from '../../../lib/browser-storage.ts';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { lookupPincode } from '../../../lib/pincode.ts';
import { toOrderDetailsDraft, toPickupValues, type PickupValues } from '../pickup-details.ts';
import { pickupFormTexts as t } from '../texts.ts';
import { SavedAddressPicker, type AddressFill } from './saved-address-picker.tsx';

type Props = {
  draft: OrderDetailsDraft;
  /** Every change, to keep (the draft survives a reload and a Back). */
  onChange: (draft: OrderDetailsDraft) => void;
  /** The account's e-mail: shown, never editable (spec 5). */
  email: string;
  /** The pincode of the cart's items, when no area pincode is saved. */
  cartPincode: string | null;
  /** The customer's KT id, whose saved addresses are offered (issue 28); null for an account without any. */
  ktId?: string | null;
  isBusy: boolean;
  onBack: () => void;
  onNext: (details: PickupDetails) => void;
};

/*
 * Spec 5: a gap is refused as a whole with the toast 'Please fill the form properly' and the
 * fields marked, without words under them; only the phone says what it needs.
 */
const fieldMessages = (): Partial<Record<keyof PickupValues, string>> => ({
  first_name: '',
  last_name: '',
  phone_number: messages.general.phone,
  address_line_1: '',
  address_line_2: '',
  city: '',
  state: '',
  country: '',
  pickup_date: '',
  pickup_time: '',
});

/**
 * Step 2 'Your Pickup Address' (spec 5): who and where to pick up from, and when. Everything
 * but the second address line is required.
 */
export function PickupAddressStep({ draft, onChange, email, cartPincode, ktId = null, isBusy, onBack, onNext }: Props) {
  const [defaultValues] = useState(() => toPickupValues(draft));
  const keep = useCallback((values: Partial<PickupValues>) => onChange(toOrderDetailsDraft(values)), [onChange]);
  const form = useKitForm(ZPickupForm, { defaultValues, fieldMessages: fieldMessages(), onValuesChange: keep });
  const { getValues, setValue } = form;
  const { min, max } = pickupDateRange();

  // City and state come from the area pincode when they are still empty (once per visit of the step).
  useEffect(() => {
    const start = getValues();
    const pincode = browserStorage.getPincode() ?? cartPincode;
    if ((start.city.trim() !== '' && start.state.trim() !== '') || !pincode) return;
    let isCurrent = true;
    lookupPincode(pincode)
      .then((area) => {
        if (!isCurrent || !area) return;
        const current = getValues();
        if (!current.city) setValue('city', area.city);
        if (!current.state) setValue('state', area.state);
      })
      .catch((error: unknown) => {
        // Only a convenience: the person can type them.
        console.warn('Could not look up the pincode', error);
      });
    return () => {
      isCurrent = false;
    };
  }, [cartPincode, getValues, setValue]);

  // A saved address fills the form (still editable); 'a new address' clears the address lines.
  function pickAddress(fill: AddressFill | null) {
    const values: Partial<PickupValues> = fill ?? { address_line_1: '', address_line_2: '' };
    for (const [name, value] of Object.entries(values) as [keyof PickupValues, string][]) setValue(name, value, { shouldDirty: true });
    form.clearErrors(Object.keys(values) as (keyof PickupValues)[]);
  }

  return (
    <KitForm form={form} onValid={onNext} onInvalid={() => toast.error(messages.orders.pickupInvalid)} isBusy={isBusy} className="form checkout-form">
      <SavedAddressPicker ktId={ktId} cartPincode={cartPincode} onPick={pickAddress} isDisabled={isBusy} />
      <div className="checkout-form__grid">
        <TextField name="first_name" label={t.firstName} autoComplete="given-name" required maxLength={100} />
        <TextField name="last_name" label={t.lastName} autoComplete="family-name" required maxLength={100} />
        <PhoneField name="phone_number" label={t.phone} required />
        <TextFieldMarkup label={t.email} name="email" type="email" value={email} readOnly hint={t.emailHint} />
        <TextField name="address_line_1" label={t.house} autoComplete="address-line1" required maxLength={200} />
        <TextField name="address_line_2" label={t.address} autoComplete="address-line2" maxLength={300} />
        <TextField name="city" label={t.city} autoComplete="address-level2" required maxLength={100} />
        <TextField name="state" label={t.state} autoComplete="address-level1" required maxLength={100} />
        <TextField name="country" label={t.country} autoComplete="country-name" required maxLength={100} />
        <TextField name="pickup_date" label={t.date} type="date" required min={min} max={max} hint={t.dateHint} />
        <SelectField name="pickup_time" label={t.time} required options={pickupSlots} placeholder={t.chooseSlot} />
      </div>
      <div className="form__actions">
        <button type="button" className="btn btn--secondary" disabled={isBusy} onClick={onBack}>
          {t.back}
        </button>
        <SubmitButton>{t.next}</SubmitButton>
      </div>
    </KitForm>
  );
}
