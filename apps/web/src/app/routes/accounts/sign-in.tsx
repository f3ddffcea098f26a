import { SignInForm } from '../../../features/accounts/components/sign-in-form.tsx';
import { FormPage } from './form-page.tsx';
import { accountPageTexts as t } from './texts.ts';

/** /signin */
export function SignInPage() {
  return (
    <FormPage title={t.signIn} lead={t.signInLead}>
      <SignInForm />
    </FormPage>
  );
}

export { SignInPage as Component };
