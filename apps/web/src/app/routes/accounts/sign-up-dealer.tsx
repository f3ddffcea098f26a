import { DealerSignUp } from '../../../features/accounts/components/dealer-sign-up.tsx';
import { FormPage } from './form-page.tsx';

/** /signin/signup/dealer */
export function DealerSignUpPage() {
  return (
    <FormPage title="Dealer Sign Up">
      <DealerSignUp />
    </FormPage>
  );
}

export { DealerSignUpPage as Component };
