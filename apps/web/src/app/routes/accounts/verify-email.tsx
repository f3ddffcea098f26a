import { VerifyEmail } from '../../../features/accounts/components/verify-email.tsx';
import { FormPage } from './form-page.tsx';
import { accountPageTexts as t } from './texts.ts';

/** /v3/api/email-verify/{utype}/Frontend/?token=… */
export function VerifyEmailPage() {
  return (
    <FormPage title={t.emailVerification}>
      <VerifyEmail />
    </FormPage>
  );
}

export { VerifyEmailPage as Component };
