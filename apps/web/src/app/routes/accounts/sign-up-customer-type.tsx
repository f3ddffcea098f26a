import { CustomerTypeForm } from '../../../features/accounts/components/customer-type-form.tsx';
import { FormPage } from './form-page.tsx';

/** /signin/signup/customer */
export function CustomerTypePage() {
  return (
    <FormPage title="Customer Sign Up" lead="What kind of place do you sell scrap from?">
      <CustomerTypeForm />
    </FormPage>
  );
}

export { CustomerTypePage as Component };
