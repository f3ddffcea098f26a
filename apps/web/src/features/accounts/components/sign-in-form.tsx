import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isCustomerAccountType, isDealerAccountType, isEmployeeAccountType } from '@kt/contract/accounts/account-types';
import { ZAuthRecord } from '@kt/contract/accounts/auth-record';
import type { Utype } from '@kt/contract/accounts/fields';
import { ZSignInRequest, type SignInRequest } from '@kt/contract/accounts/sign-in';
import { messages } from '@kt/contract/messages';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { EmailField } from '../../../components/form/text-field.tsx';
import { useMessageDialog } from '../../../components/ui/dialog.tsx';
import { tabPanelProps } from '../../../components/ui/tabs.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { paths } from '../../../lib/paths.ts';
import { reloadPage } from '../../../lib/reload-page.ts';
import { describeSignInFailure, signIn } from '../api/sign-in.ts';
import { accountTexts } from '../texts.ts';
import { resendLinkAction } from './resend-link-action.ts';
import { UtypeTabs } from './utype-tabs.tsx';

/**
 * Sign-in (spec 2.4): Customer or Dealer, e-mail and password. A customer lands on /sell, a
 * dealer on /dealer/home; failures are told in the spec's words (section 8).
 */
export function SignInForm() {
  const navigate = useNavigate();
  const idPrefix = useId();
  const { dialog, showMessage } = useMessageDialog('Sign In');
  const [utype, setUtype] = useState<Utype>('customer');
  const form = useKitForm(ZSignInRequest, {
    defaultValues: { email: '', password: '' },
    errorsAt: 'alert',
    invalidMessage: messages.signIn.invalidCredentials,
  });

  async function signInAs(request: SignInRequest) {
    try {
      const answer = ZAuthRecord.safeParse(await signIn(utype, request));
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
        failure.offersResend ? resendLinkAction(utype, request.email, showMessage) : undefined,
      );
    }
  }

  return (
    <>
      <UtypeTabs value={utype} onChange={setUtype} idPrefix={idPrefix} />
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
      <p className="form__footer">
        {accountTexts.newHere} <Link to={paths.signUp}>{accountTexts.createAccount}</Link>
      </p>
      {dialog}
    </>
  );
}
