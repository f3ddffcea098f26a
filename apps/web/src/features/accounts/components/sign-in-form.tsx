import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Utype } from '@kt/contract/accounts/fields';
import { ZSignInRequest, type SignInRequest } from '@kt/contract/accounts/sign-in';
import { messages } from '@kt/contract/messages';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { EmailField } from '../../../components/form/text-field.tsx';
import { useMessageDialog } from '../../../components/ui/dialog.tsx';
import { tabPanelProps } from '../../../components/ui/tabs.tsx';
import { paths } from '../../../lib/paths.ts';
import { reloadPage } from '../../../lib/reload-page.ts';
import { describeSignInFailure, signIn } from '../api/sign-in.ts';
import { followAccountLanguage } from '../account-language.ts';
import { keepSignIn } from '../keep-sign-in.ts';
import { accountTexts } from '../texts.ts';
import { MobileSignIn } from './mobile-sign-in.tsx';
import { resendLinkAction } from './resend-link-action.ts';
import { UtypeTabs } from './utype-tabs.tsx';
import '../mobile.css';

/**
 * Sign-in (spec 2.4): Customer or Dealer, e-mail and password. A customer lands on /sell, a
 * dealer on /dealer/home; failures are told in the spec's words (section 8). Below the form, the
 * way in by mobile number and code (issue 27) takes its place.
 */
export function SignInForm() {
  const navigate = useNavigate();
  const idPrefix = useId();
  const { dialog, showMessage } = useMessageDialog(accountTexts.signIn);
  const [utype, setUtype] = useState<Utype>('customer');
  const [isByMobile, setIsByMobile] = useState(false);
  const form = useKitForm(ZSignInRequest, {
    defaultValues: { email: '', password: '' },
    errorsAt: 'alert',
    invalidMessage: messages.signIn.invalidCredentials,
  });

  async function signInAs(request: SignInRequest) {
    try {
      const landing = keepSignIn(await signIn(utype, request));
      if (!(await followAccountLanguage(landing))) await navigate(landing, { replace: true });
    } catch (error) {
      const failure = describeSignInFailure(error);
      showMessage(
        failure.text,
        failure.shouldReload ? reloadPage : undefined,
        failure.offersResend ? resendLinkAction(utype, request.email, showMessage) : undefined,
      );
    }
  }

  return (
    <>
      <UtypeTabs value={utype} onChange={setUtype} idPrefix={idPrefix} />
      {isByMobile ? (
        <MobileSignIn utype={utype} panelProps={tabPanelProps(idPrefix, utype)} />
      ) : (
        <KitForm form={form} onValid={signInAs} {...tabPanelProps(idPrefix, utype)}>
          <EmailField name="email" label={accountTexts.email} required />
          <PasswordField name="password" label={accountTexts.password} autoComplete="current-password" required />
          <FormMessage />
          <p className="form__links">
            <Link to={paths.forgotPassword}>{accountTexts.forgotPassword}</Link>
          </p>
          <div className="form__actions">
            <SubmitButton>{accountTexts.signIn}</SubmitButton>
          </div>
        </KitForm>
      )}
      <div className="method-switch">
        <p className="method-switch__or">{accountTexts.mobile.or}</p>
        <button type="button" className="btn btn--secondary" onClick={() => setIsByMobile((current) => !current)}>
          {isByMobile ? accountTexts.mobile.signInWithEmail : accountTexts.mobile.signInWithMobile}
        </button>
      </div>
      <p className="form__footer">
        {accountTexts.newHere} <Link to={paths.signUp}>{accountTexts.createAccount}</Link>
      </p>
      {dialog}
    </>
  );
}
