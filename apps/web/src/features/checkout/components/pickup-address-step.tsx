import { useEffect, useRef, useState, type FormEvent } from 'react';
import { limits, pickupSlots } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import type { PickupDetails } from '@kt/contract/orders/checkout';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import type { OrderDetailsDraft } from '../../../lib/browser-storage.ts';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { lookupPincode } from '../../../lib/pincode.ts';
import { invalidPickupFields, pickupDateRange, toPickupDetails, type DraftField } from '../pickup-details.ts';

type Props = {
  draft: OrderDetailsDraft;
  /** Every change, to keep (the draft survives a reload and a Back). */
  onChange: (draft: OrderDetailsDraft) => void;
  /** The account's e-mail: shown, never editable (spec 5). */
  email: string;
  /** The pincode of the cart's items, when no area pincode is saved. */
  cartPincode: string | null;
  isBusy: boolean;
  onBack: () => void;
  onNext: (details: PickupDetails) => void;
};

type TextKey = Exclude<DraftField, 'pickup_date' | 'pickup_time'>;

/**
 * Step 2 'Your Pickup Address' (spec 5): who and where to pick up from, and when. Everything
 * but the second address line is required; a gap is refused with 'Please fill the form properly'.
 */
export function PickupAddressStep({ draft, onChange, email, cartPincode, isBusy, onBack, onNext }: Props) {
  const [isChecked, setIsChecked] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const draftRef = useRef(draft);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    draftRef.current = draft;
    onChangeRef.current = onChange;
  });
  const { min, max } = pickupDateRange();
  const invalid = isChecked ? new Set(invalidPickupFields(draft)) : new Set<DraftField>();

  // City and state come from the area pincode when they are still empty (once per visit of the step).
  useEffect(() => {
    const start = draftRef.current;
    const pincode = browserStorage.getPincode() ?? cartPincode;
    if ((start.city.trim() !== '' && start.state.trim() !== '') || !pincode) return;
    let isCurrent = true;
    lookupPincode(pincode)
      .then((area) => {
        const current = draftRef.current;
        if (!isCurrent || !area) return;
        onChangeRef.current({ ...current, city: current.city || area.city, state: current.state || area.state });
      })
      .catch((error: unknown) => {
        // Only a convenience: the person can type them.
        console.warn('Could not look up the pincode', error);
      });
    return () => {
      isCurrent = false;
    };
  }, [cartPincode]);

  function update(field: DraftField, value: string) {
    onChange({ ...draft, [field]: value });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const details = toPickupDetails(draft);
    if (!details) {
      setIsChecked(true);
      toast.error(messages.orders.pickupInvalid);
      const first = invalidPickupFields(draft)[0];
      const field = first ? formRef.current?.elements.namedItem(first) : null;
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    onNext(details);
  }

  const text = (field: TextKey, label: string, props: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      name={field}
      value={draft[field]}
      aria-invalid={invalid.has(field) ? true : undefined}
      onChange={(event) => update(field, event.target.value)}
      {...props}
    />
  );

  return (
    <form ref={formRef} className="form checkout-form" noValidate onSubmit={submit} aria-busy={isBusy}>
      <div className="checkout-form__grid">
        {text('firstname', 'First name', { autoComplete: 'given-name', required: true, maxLength: 100 })}
        {text('lastname', 'Last name', { autoComplete: 'family-name', required: true, maxLength: 100 })}
        {text('phone', 'Phone', {
          type: 'tel',
          autoComplete: 'tel-national',
          inputMode: 'numeric',
          required: true,
          maxLength: limits.phoneDigits,
          hint: `${limits.phoneDigits} digits`,
          error: invalid.has('phone') ? messages.general.phone : null,
        })}
        <TextField label="E-mail" name="email" type="email" value={email} readOnly hint="Your account's e-mail" />
        {text('add_one', 'House/flat', { autoComplete: 'address-line1', required: true, maxLength: 200 })}
        {text('add_two', 'Address', { autoComplete: 'address-line2', maxLength: 300 })}
        {text('city', 'City', { autoComplete: 'address-level2', required: true, maxLength: 100 })}
        {text('state', 'State', { autoComplete: 'address-level1', required: true, maxLength: 100 })}
        {text('country', 'Country', { autoComplete: 'country-name', required: true, maxLength: 100 })}
        <TextField
          label="Pickup date"
          name="pickup_date"
          type="date"
          required
          min={min}
          max={max}
          value={draft.pickup_date}
          aria-invalid={invalid.has('pickup_date') ? true : undefined}
          hint="From tomorrow"
          onChange={(event) => update('pickup_date', event.target.value)}
        />
        <SelectField
          label="Pickup time"
          name="pickup_time"
          required
          options={pickupSlots}
          placeholder="Choose a time slot"
          value={draft.pickup_time}
          aria-invalid={invalid.has('pickup_time') ? true : undefined}
          onChange={(event) => update('pickup_time', event.target.value)}
        />
      </div>
      <div className="form__actions">
        <button type="button" className="btn btn--secondary" disabled={isBusy} onClick={onBack}>
          Back
        </button>
        <button type="submit" className="btn btn--primary" disabled={isBusy}>
          Next
        </button>
      </div>
    </form>
  );
}
