import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../lib/paths.ts';
import {
  validateSignupDetails,
  type SignupDetailsValues,
  type ValidSignupDetails,
} from '../validation/signup-details.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

type Props = {
  values: SignupDetailsValues;
  onChange: (values: SignupDetailsValues) => void;
  /** Called with the checked details; the form stays busy until it settles. */
  onValid: (details: ValidSignupDetails) => void;
  isSubmitting: boolean;
  /** Extra buttons beside 'Next' (e.g. Back). */
  secondaryAction?: ReactNode;
};

/**
 * The details step of every sign-up (spec 2.4): name, e-mail, mobile, password twice and the
 * required agreement, checked with the contract's field schemas and the spec's messages.
 */
export function SignupDetailsForm({ values, onChange, onValid, isSubmitting, secondaryAction }: Props) {
  const [failure, setFailure] = useState<{ message: string; fields: (keyof SignupDetailsValues)[] } | null>(null);
  const agreementId = useId();
  const isInvalid = (field: keyof SignupDetailsValues) => (failure?.fields.includes(field) ? true : undefined);
  const text = (field: 'username' | 'email' | 'mobileNumber' | 'password' | 'confirmPassword') => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange({ ...values, [field]: event.target.value }),
    'aria-invalid': isInvalid(field),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const result = validateSignupDetails(values);
    if (!result.ok) {
      setFailure({ message: result.message, fields: result.fields });
      return;
    }
    setFailure(null);
    onValid(result.value);
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <TextField label="Name" name="username" autoComplete="name" required maxLength={100} {...text('username')} />
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        maxLength={254}
        {...text('email')}
      />
      <TextField
        label="Mobile number"
        name="mobile_number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        maxLength={10}
        hint="10 digits"
        {...text('mobileNumber')}
      />
      <PasswordField label="Password" name="password" autoComplete="new-password" required hint="At least 8 characters" {...text('password')} />
      <PasswordField label="Confirm password" name="confirm_password" autoComplete="new-password" required {...text('confirmPassword')} />
      <div className="check">
        <input
          id={agreementId}
          type="checkbox"
          required
          checked={values.hasAgreed}
          aria-invalid={isInvalid('hasAgreed')}
          onChange={(event) => onChange({ ...values, hasAgreed: event.target.checked })}
        />
        <label htmlFor={agreementId}>
          I agree to the{' '}
          <a href={paths.privacy} target="_blank" rel="noopener noreferrer">
            Privacy Policy
          </a>{' '}
          and the{' '}
          <a href={paths.terms} target="_blank" rel="noopener noreferrer">
            Terms &amp; Conditions
          </a>
        </label>
      </div>
      <FormAlert message={failure?.message} />
      <div className="form__actions">
        {secondaryAction}
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          Next
        </button>
      </div>
    </form>
  );
}
