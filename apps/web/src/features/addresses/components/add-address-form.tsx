import { useState, type FormEvent } from 'react';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePincodeAutofill } from '../../../lib/use-pincode-autofill.ts';
import { usePostAddress } from '../api/post-address.ts';
import {
  emptyAddressValues,
  findInvalidFields,
  toAddressRequest,
  type AddressField,
  type AddressValues,
} from '../validate-address.ts';
import '../../../styles/forms.css';
import '../addresses.css';

type Props = {
  userId: number;
  /** How many addresses the caller has saved, when known: at the limit the form refuses at once. */
  savedCount: number | undefined;
  /** The id of the form's heading (the empty state links to it). */
  headingId: string;
};

/**
 * 'Add address' (spec 5 'Customer address'): phone, address, area, landmark, pincode, city and
 * state, all mandatory. Pressing Tab in the pincode field (or leaving it) fills state and city
 * from the first post office. At most 5 addresses: refused here when 5 are listed, and by the
 * server (409) whatever the list says.
 */
export function AddAddressForm({ userId, savedCount, headingId }: Props) {
  const [values, setValues] = useState<AddressValues>(emptyAddressValues);
  const [invalidFields, setInvalidFields] = useState<readonly AddressField[]>([]);
  const { pincodeMessage, isLookingUp, lookupTriggers, reset: resetPincodeLookup } = usePincodeAutofill((area) => {
    setValues((current) => ({ ...current, state: area.state, city: area.city }));
    setInvalidFields((current) => current.filter((name) => name !== 'state' && name !== 'city'));
  });
  const post = usePostAddress();
  const isBusy = post.isPending || isLookingUp;

  function setField(field: AddressField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setInvalidFields((current) => current.filter((name) => name !== field));
  }



  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    if (savedCount !== undefined && savedCount >= limits.addressesMax) {
      toast.error(messages.address.limit);
      return;
    }
    const invalid = findInvalidFields(values);
    setInvalidFields(invalid);
    if (invalid.length > 0) {
      toast.error(messages.address.invalid);
      return;
    }
    post.mutate(toAddressRequest(values, userId), {
      onSuccess: (answer) => {
        toast.success(answer.msg);
        setValues(emptyAddressValues);
        resetPincodeLookup();
      },
      onError: (error) => toast.error(error instanceof ApiError ? error.message : messages.general.loadFailed),
    });
  }

  const isInvalid = (field: AddressField) => (invalidFields.includes(field) ? true : undefined);
  const field = (name: AddressField) => ({
    name,
    required: true,
    value: values[name],
    'aria-invalid': isInvalid(name),
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
  });

  return (
    <form className="form address-form" noValidate onSubmit={submit} aria-labelledby={headingId} aria-busy={isBusy}>
      <TextField
        label="Phone number"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={limits.phoneDigits}
        hint={`${limits.phoneDigits} digits`}
        {...field('phone_number')}
      />
      <TextField label="Address" autoComplete="address-line1" maxLength={300} {...field('address')} />
      <TextField label="Area" autoComplete="address-line2" maxLength={200} {...field('address_area')} />
      <TextField label="Landmark" autoComplete="address-line3" maxLength={200} {...field('landmark')} />
      <TextField
        label="Pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={limits.pincodeDigits}
        hint={`${limits.pincodeDigits} digits; press Tab to fill state and city`}
        error={pincodeMessage}
        {...field('pincode')}
        {...lookupTriggers}
      />
      <TextField label="City" autoComplete="address-level2" maxLength={200} {...field('city')} />
      <TextField label="State" autoComplete="address-level1" maxLength={200} {...field('state')} />
      <div className="form__actions address-form__actions">
        <button type="submit" className="btn btn--primary" disabled={isBusy}>
          {post.isPending ? 'Adding…' : 'Add address'}
        </button>
      </div>
    </form>
  );
}
