import { CustomerSignUp } from '../../../features/accounts/components/customer-sign-up.tsx';
import { FormPage } from './form-page.tsx';

/** /signin/signup/customer/personal */
export function PersonalSignUpPage() {
  return (
    <FormPage title="Personal Account Sign Up">
      <CustomerSignUp accountType="Personal" />
    </FormPage>
  );
}

export { PersonalSignUpPage as Component };
