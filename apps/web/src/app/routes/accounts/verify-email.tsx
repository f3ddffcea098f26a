import { VerifyEmail } from '../../../features/accounts/components/verify-email.tsx';
import { FormPage } from './form-page.tsx';

/** /v3/api/email-verify/{utype}/Frontend/?token=… */
export function VerifyEmailPage() {
  return (
    <FormPage title="Email Verification">
      <VerifyEmail />
    </FormPage>
  );
}

export { VerifyEmailPage as Component };
