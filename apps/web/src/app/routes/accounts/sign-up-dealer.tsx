import { DealerSignUp } from '../../../features/accounts/components/dealer-sign-up.tsx';
import { FormPage } from './form-page.tsx';
import { accountPageTexts as t } from './texts.ts';

/** /signin/signup/dealer */
export function DealerSignUpPage() {
  return (
    <FormPage title={t.dealerSignUp}>
      <DealerSignUp />
    </FormPage>
  );
}

export { DealerSignUpPage as Component };
