import { useState, type Dispatch, type FormEvent, type ReactNode, type SetStateAction } from 'react';
import { ZSignupAddress } from '@kt/contract/accounts/fields';
import { messages } from '@kt/contract/messages';
import { TextField } from '../../../components/ui/text-field.tsx';
import { usePincodeAutofill } from '../../../lib/use-pincode-autofill.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

export type AddressValues = { areaPincode: string; state: string; city: string; address: string };
export const emptyAddress: AddressValues = { areaPincode: '', state: '', city: '', address: '' };

type Props = {
  values: AddressValues;
  setValues: Dispatch<SetStateAction<AddressValues>>;
  onValid: (address: AddressValues) => void;
  isSubmitting: boolean;
  submitLabel: string;
  secondaryAction?: ReactNode;
};

/**
 * The address step of a customer sign-up (spec 2.4, 5): pincode, state, city and address.
 * Pressing Tab in the pincode field (or leaving it) looks the pincode up and fills state and
 * city from the first post office.
 */
export function AddressForm({ values, setValues, onValid, isSubmitting, submitLabel, secondaryAction }: Props) {
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const { pincodeMessage, isLookingUp, lookupTriggers } = usePincodeAutofill((area) =>
    setValues((current) => ({ ...current, state: area.state, city: area.city })),
  );



  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting || isLookingUp) return;
    const result = ZSignupAddress.safeParse(values);
    if (!result.success) {
      setFormMessage(result.error.issues[0]?.message ?? messages.general.pleaseEnterValidPincode);
      return;
    }
    setFormMessage(null);
    onValid(result.data);
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={isSubmitting || isLookingUp}>
      <TextField
        label="Pincode"
        name="areaPincode"
        inputMode="numeric"
        autoComplete="postal-code"
        required
        maxLength={6}
        hint="6 digits; press Tab to fill state and city"
        value={values.areaPincode}
        error={pincodeMessage}
        onChange={(event) => {
          const areaPincode = event.target.value;
          setValues((current) => ({ ...current, areaPincode }));
        }}
        {...lookupTriggers}
      />
      <TextField
        label="State"
        name="state"
        autoComplete="address-level1"
        required
        value={values.state}
        onChange={(event) => {
          const state = event.target.value;
          setValues((current) => ({ ...current, state }));
        }}
      />
      <TextField
        label="City"
        name="city"
        autoComplete="address-level2"
        required
        value={values.city}
        onChange={(event) => {
          const city = event.target.value;
          setValues((current) => ({ ...current, city }));
        }}
      />
      <TextField
        label="Address"
        name="address"
        autoComplete="street-address"
        required
        maxLength={500}
        value={values.address}
        onChange={(event) => {
          const address = event.target.value;
          setValues((current) => ({ ...current, address }));
        }}
      />
      <FormAlert message={formMessage} />
      <div className="form__actions">
        {secondaryAction}
        <button type="submit" className="btn btn--primary" disabled={isSubmitting || isLookingUp}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
