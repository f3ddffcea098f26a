import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ZEmailOnlyRequest } from '@kt/contract/accounts/email-flows';
import type { Utype } from '@kt/contract/accounts/fields';
import { messages } from '@kt/contract/messages';
import { paths } from '../../../lib/paths.ts';
import { useMessageDialog } from '../../../components/ui/dialog.tsx';
import { Stepper } from '../../../components/ui/stepper.tsx';
import { tabPanelProps } from '../../../components/ui/tabs.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { checkAccount } from '../api/check-account.ts';
import { requestPasswordReset } from '../api/password-reset.ts';
import { resendLinkAction } from './resend-link-action.ts';
import { UtypeTabs } from './utype-tabs.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

const steps = ['Your e-mail', 'Check your mail'] as const;

/** A rate limit or a lost connection says so; anything else means the e-mail is not known here. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && (error.code === 'RATE_LIMITED' || error.code === 'NETWORK')) return error.message;
  return messages.password.emailNotRegistered;
}

/**
 * Forgot password (spec 2.4), two steps: 1 Customer or Dealer and the e-mail; the database
 * checker decides (spec 8), and a verified account gets the reset e-mail; 2 'check your mail'.
 */
export function ForgotPassword() {
  const idPrefix = useId();
  const { dialog, showMessage } = useMessageDialog('Forgot Password');
  const [step, setStep] = useState(1);
  const [utype, setUtype] = useState<Utype>('customer');
  const [email, setEmail] = useState('');
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const request = ZEmailOnlyRequest.safeParse({ email });
    if (!request.success) {
      setFormMessage(messages.password.emailNotRegistered);
      return;
    }
    setFormMessage(null);
    setIsSubmitting(true);
    try {
      const status = await checkAccount(utype, request.data.email);
      if (status === 'verified') {
        await requestPasswordReset(utype, request.data.email);
        setStep(2);
      } else if (status === 'unverified') {
        showMessage(messages.password.resetVerifyFirst, undefined, resendLinkAction(utype, request.data.email, showMessage));
      } else {
        showMessage(messages.password.emailNotRegistered);
      }
    } catch (error) {
      showMessage(failureText(error));
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <>
      <Stepper steps={steps} current={step} />
      {step === 1 ? (
        <>
          <UtypeTabs value={utype} onChange={setUtype} idPrefix={idPrefix} />
          <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={isSubmitting} {...tabPanelProps(idPrefix, utype)}>
            <TextField
              label="E-mail"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <FormAlert message={formMessage} />
            <div className="form__actions">
              <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
                Send email
              </button>
            </div>
          </form>
        </>
      ) : (
        <div className="form">
          <p className="notice" role="status">
            {messages.password.resetMailSent}
          </p>
          <div className="form__actions">
            <Link to={paths.signIn} className="btn btn--primary">
              Sign In
            </Link>
          </div>
        </div>
      )}
      {dialog}
    </>
  );
}
