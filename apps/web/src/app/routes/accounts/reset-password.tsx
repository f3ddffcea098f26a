import { ResetPassword } from '../../../features/accounts/components/reset-password.tsx';
import { FormPage } from './form-page.tsx';
import { accountPageTexts as t } from './texts.ts';

/** /v3/api/password-reset-confirm/{utype}/{uid}/{token}/Frontend */
export function ResetPasswordPage() {
  return (
    <FormPage title={t.resetPassword} lead={t.resetPasswordLead}>
      <ResetPassword />
    </FormPage>
  );
}

export { ResetPasswordPage as Component };
