import { CustomerSignUp } from '../../../features/accounts/components/customer-sign-up.tsx';
import { FormPage } from './form-page.tsx';
import { accountPageTexts as t } from './texts.ts';

/** /signin/signup/customer/personal */
export function PersonalSignUpPage() {
  return (
    <FormPage title={t.personalSignUp}>
      <CustomerSignUp accountType="Personal" />
    </FormPage>
  );
}

export { PersonalSignUpPage as Component };
