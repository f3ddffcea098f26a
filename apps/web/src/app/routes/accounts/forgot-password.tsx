import { ForgotPassword } from '../../../features/accounts/components/forgot-password.tsx';
import { FormPage } from './form-page.tsx';

/** /forget_password */
export function ForgotPasswordPage() {
  return (
    <FormPage title="Forgot Password" lead="We will e-mail you a link to set a new password.">
      <ForgotPassword />
    </FormPage>
  );
}

export { ForgotPasswordPage as Component };
