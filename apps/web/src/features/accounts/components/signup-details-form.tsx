import type { ReactNode } from 'react';
import { ZSignupDetails, type SignupDetails } from '@kt/contract/accounts/fields';
import { messages } from '@kt/contract/messages';
import { CheckboxField } from '../../../components/form/checkbox-field.tsx';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { EmailField, PhoneField, TextField } from '../../../components/form/text-field.tsx';
import { paths } from '../../../lib/paths.ts';
import { accountTexts } from '../texts.ts';

/** What the details step of every sign-up holds while the person goes back and forth (spec 2.4). */
export type SignupDetailsValues = {
  username: string;
  email: string;
  mobileNumber: string;
  password: string;
  confirmPassword: string;
  hasAgreed: boolean;
};

export const emptySignupDetails: SignupDetailsValues = {
  username: '',
  email: '',
  mobileNumber: '',
  password: '',
  confirmPassword: '',
  hasAgreed: false,
};

/** The details as the API takes them, trimmed and normalised by the contract's field schemas. */
export type ValidSignupDetails = { username: string; email: string; mobile_number: string; password: string };

/** Not a spec message: the spec only says the checkbox is required. */
export const agreementRequiredMessage = (): string => messages.accounts.agreementRequired;

type FormValues = { username: string; email: string; mobile_number: string; password: string; confirm_password: string; agreement: boolean };

const toFormValues = (values: SignupDetailsValues): FormValues => ({
  username: values.username,
  email: values.email,
  mobile_number: values.mobileNumber,
  password: values.password,
  confirm_password: values.confirmPassword,
  agreement: values.hasAgreed,
});

const toDetailsValues = (values: FormValues): SignupDetailsValues => ({
  username: values.username,
  email: values.email,
  mobileNumber: values.mobile_number,
  password: values.password,
  confirmPassword: values.confirm_password,
  hasAgreed: values.agreement,
});

const toValidDetails = ({ username, email, mobile_number, password }: SignupDetails): ValidSignupDetails => ({
  username,
  email,
  mobile_number,
  password,
});

type Props = {
  /** The values the form starts from (what the person typed before going back). */
  values: SignupDetailsValues;
  onChange: (values: SignupDetailsValues) => void;
  /** Called with the checked details; the form stays busy while isSubmitting. */
  onValid: (details: ValidSignupDetails) => void;
  isSubmitting: boolean;
  /** Extra buttons beside 'Next' (e.g. Back). */
  secondaryAction?: ReactNode;
};

/**
 * The details step of every sign-up (spec 2.4): name, e-mail, mobile, password twice and the
 * required agreement, checked with the contract's schema; one message at a time, in the spec's order.
 */
export function SignupDetailsForm({ values, onChange, onValid, isSubmitting, secondaryAction }: Props) {
  const form = useKitForm(ZSignupDetails, {
    defaultValues: toFormValues(values),
    errorsAt: 'alert',
    onValuesChange: (current) => onChange(toDetailsValues(current)),
  });

  return (
    <KitForm form={form} onValid={(details) => onValid(toValidDetails(details))} isBusy={isSubmitting}>
      <TextField name="username" label={accountTexts.name} autoComplete="name" required maxLength={100} />
      <EmailField name="email" label={accountTexts.email} required maxLength={254} />
      <PhoneField name="mobile_number" label={accountTexts.mobileNumber} required />
      <PasswordField name="password" label={accountTexts.password} autoComplete="new-password" required hint={accountTexts.passwordHint} />
      <PasswordField name="confirm_password" label={accountTexts.confirmPassword} autoComplete="new-password" required />
      <CheckboxField
        name="agreement"
        required
        label={
          <>
            {accountTexts.agreement.before}{' '}
            <a href={paths.privacy} target="_blank" rel="noopener noreferrer">
              {accountTexts.agreement.privacy}
            </a>{' '}
            {accountTexts.agreement.between}{' '}
            <a href={paths.terms} target="_blank" rel="noopener noreferrer">
              {accountTexts.agreement.terms}
            </a>
          </>
        }
      />
      <FormMessage />
      <div className="form__actions">
        {secondaryAction}
        <SubmitButton>{accountTexts.next}</SubmitButton>
      </div>
    </KitForm>
  );
}
