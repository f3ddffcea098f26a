import { CustomerSignUp } from '../../../features/accounts/components/customer-sign-up.tsx';
import { FormPage } from './form-page.tsx';
import { accountPageTexts as t } from './texts.ts';

/** /signin/signup/customer/organization */
export function OrganizationSignUpPage() {
  return (
    <FormPage title={t.organizationSignUp}>
      <CustomerSignUp accountType="Organization" />
    </FormPage>
  );
}

export { OrganizationSignUpPage as Component };
