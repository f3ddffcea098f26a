import type { ReactNode } from 'react';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { ZMobileDetailsForm } from '../mobile-fields.ts';
import { accountTexts } from '../texts.ts';
import { MobileNumberField } from './mobile-number-field.tsx';

export type MobileDetails = { username: string; mobile_number: string };

type Props = {
  /** What the person typed before (going back, or on the e-mail form). */
  values: MobileDetails;
  /** The checked details (the number as its 10 digits); a refusal it throws is shown at the fields or in the form's alert. */
  onValid: (details: MobileDetails) => void | Promise<void>;
  submitLabel: string;
  busyLabel?: string;
  secondaryAction?: ReactNode;
};

/** The details of a sign-up by mobile number: a name and the number, no e-mail and no password. */
export function MobileDetailsForm({ values, onValid, submitLabel, busyLabel, secondaryAction }: Props) {
  const form = useKitForm(ZMobileDetailsForm, { defaultValues: values, fieldMessages: { username: accountTexts.mobile.nameRequired } });
  const { showRefusal } = form;

  async function submit(details: MobileDetails) {
    try {
      await onValid(details);
    } catch (error) {
      showRefusal(error);
    }
  }

  return (
    <KitForm form={form} onValid={submit}>
      <TextField name="username" label={accountTexts.name} autoComplete="name" maxLength={100} required />
      <MobileNumberField name="mobile_number" label={accountTexts.mobile.number} required />
      <FormMessage />
      <div className="form__actions">
        {secondaryAction}
        <SubmitButton busyLabel={busyLabel}>{submitLabel}</SubmitButton>
      </div>
    </KitForm>
  );
}
