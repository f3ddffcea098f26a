import { ResetPassword } from '../../../features/accounts/components/reset-password.tsx';
import { FormPage } from './form-page.tsx';

/** /v3/api/password-reset-confirm/{utype}/{uid}/{token}/Frontend */
export function ResetPasswordPage() {
  return (
    <FormPage title="Reset Password" lead="Choose a new password of at least 8 characters.">
      <ResetPassword />
    </FormPage>
  );
}

export { ResetPasswordPage as Component };
