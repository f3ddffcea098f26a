import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { ZSignupAddress } from '@kt/contract/accounts/fields';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { PincodeField } from '../../../components/form/pincode-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { accountTexts } from '../texts.ts';

export type AddressValues = { areaPincode: string; state: string; city: string; address: string };
export const emptyAddress: AddressValues = { areaPincode: '', state: '', city: '', address: '' };

type Props = {
  /** The values the form starts from (what the person typed before going back). */
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
  const form = useKitForm(ZSignupAddress, { defaultValues: values, errorsAt: 'alert', onValuesChange: setValues });
  return (
    <KitForm form={form} onValid={onValid} isBusy={isSubmitting}>
      <PincodeField name="areaPincode" label={accountTexts.pincode} required fills={{ state: 'state', city: 'city' }} />
      <TextField name="state" label={accountTexts.state} autoComplete="address-level1" required />
      <TextField name="city" label={accountTexts.city} autoComplete="address-level2" required />
      <TextField name="address" label={accountTexts.address} autoComplete="street-address" required maxLength={500} />
      <FormMessage />
      <div className="form__actions">
        {secondaryAction}
        <SubmitButton>{submitLabel}</SubmitButton>
      </div>
    </KitForm>
  );
}
