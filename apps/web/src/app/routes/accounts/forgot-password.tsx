import { ForgotPassword } from '../../../features/accounts/components/forgot-password.tsx';
import { FormPage } from './form-page.tsx';
import { accountPageTexts as t } from './texts.ts';

/** /forget_password */
export function ForgotPasswordPage() {
  return (
    <FormPage title={t.forgotPassword} lead={t.forgotPasswordLead}>
      <ForgotPassword />
    </FormPage>
  );
}

export { ForgotPasswordPage as Component };
