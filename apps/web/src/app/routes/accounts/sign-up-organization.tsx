import { CustomerSignUp } from '../../../features/accounts/components/customer-sign-up.tsx';
import { FormPage } from './form-page.tsx';

/** /signin/signup/customer/organization */
export function OrganizationSignUpPage() {
  return (
    <FormPage title="Organization Account Sign Up">
      <CustomerSignUp accountType="Organization" />
    </FormPage>
  );
}

export { OrganizationSignUpPage as Component };
