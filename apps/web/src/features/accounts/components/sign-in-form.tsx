import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { isCustomerAccountType, isDealerAccountType, isEmployeeAccountType } from '@kt/contract/accounts/account-types';
import { ZAuthRecord } from '@kt/contract/accounts/auth-record';
import type { Utype } from '@kt/contract/accounts/fields';
import { ZSignInRequest } from '@kt/contract/accounts/sign-in';
import { messages } from '@kt/contract/messages';
import { paths } from '../../../lib/paths.ts';
import { useMessageDialog } from '../../../components/ui/dialog.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { tabPanelProps } from '../../../components/ui/tabs.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { reloadPage } from '../../../lib/reload-page.ts';
import { describeSignInFailure, signIn } from '../api/sign-in.ts';
import { resendLinkAction } from './resend-link-action.ts';
import { UtypeTabs } from './utype-tabs.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

/**
 * Sign-in (spec 2.4): Customer or Dealer, e-mail and password. A customer lands on /sell, a
 * dealer on /dealer/home; failures are told in the spec's words (section 8).
 */
export function SignInForm() {
  const navigate = useNavigate();
  const idPrefix = useId();
  const { dialog, showMessage } = useMessageDialog('Sign In');
  const [utype, setUtype] = useState<Utype>('customer');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const request = ZSignInRequest.safeParse({ email, password });
    if (!request.success) {
      setFormMessage(messages.signIn.invalidCredentials);
      return;
    }
    setFormMessage(null);
    setIsSubmitting(true);
    try {
      const answer = ZAuthRecord.safeParse(await signIn(utype, request.data));
      const record = answer.success ? answer.data : null;
      const accountType = record?.account_type;
      // Only customer and dealer accounts have a place to land; anything else is a failure.
      if (!record || !(isCustomerAccountType(accountType) || isDealerAccountType(accountType) || isEmployeeAccountType(accountType))) {
        throw new Error('unexpected sign-in answer');
      }
      browserStorage.setAuth(record);
      // An employee works on their dealer's pickups only.
      const landing = isCustomerAccountType(accountType) ? paths.sell : isEmployeeAccountType(accountType) ? paths.dealerPickup : paths.dealerHome;
      await navigate(landing, { replace: true });
    } catch (error) {
      const failure = describeSignInFailure(error);
      showMessage(
        failure.text,
        failure.shouldReload ? reloadPage : undefined,
        failure.offersResend ? resendLinkAction(utype, request.data.email, showMessage) : undefined,
      );
      setIsSubmitting(false);
    }
  }

  return (
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
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FormAlert message={formMessage} />
        <p className="form__links">
          <Link to={paths.forgotPassword}>Forgot Password</Link>
        </p>
        <div className="form__actions">
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            Sign In
          </button>
        </div>
      </form>
      <p className="form__footer">
        New here? <Link to={paths.signUp}>Create an account</Link>
      </p>
      {dialog}
    </>
  );
}
