import { CustomerTypeForm } from '../../../features/accounts/components/customer-type-form.tsx';
import { FormPage } from './form-page.tsx';
import { accountPageTexts as t } from './texts.ts';

/** /signin/signup/customer */
export function CustomerTypePage() {
  return (
    <FormPage title={t.customerSignUp} lead={t.customerSignUpLead}>
      <CustomerTypeForm />
    </FormPage>
  );
}

export { CustomerTypePage as Component };
