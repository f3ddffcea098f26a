import { SignInForm } from '../../../features/accounts/components/sign-in-form.tsx';
import { FormPage } from './form-page.tsx';

/** /signin */
export function SignInPage() {
  return (
    <FormPage title="Sign In" lead="Welcome back. Sign in as a customer or as a dealer.">
      <SignInForm />
    </FormPage>
  );
}

export { SignInPage as Component };
