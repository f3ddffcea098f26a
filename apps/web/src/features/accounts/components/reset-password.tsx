import { useNavigate, useParams } from 'react-router';
import { ZResetCompletionRequest, ZResetPasswordForm } from '@kt/contract/accounts/email-flows';
import { messages } from '@kt/contract/messages';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { paths } from '../../../lib/paths.ts';
import { useMessageDialog } from '../../../components/ui/dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { completePasswordReset } from '../api/password-reset.ts';
import { accountTexts } from '../texts.ts';
import { isUtype } from '../utype.ts';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';

/**
 * The reset-password page the e-mailed link opens (spec 2.4):
 * /v3/api/password-reset-confirm/{utype}/{uid}/{token}/Frontend. New password twice, then
 * PATCH the completion; success goes to /password_change_success.
 */
export function ResetPassword() {
  const { utype, uid, token } = useParams();
  const navigate = useNavigate();
  const { dialog, showMessage } = useMessageDialog(accountTexts.resetPassword);
  const form = useKitForm(ZResetPasswordForm, { defaultValues: { password: '', confirm_password: '' }, errorsAt: 'alert' });

  async function reset({ password }: { password: string }) {
    const request = ZResetCompletionRequest.safeParse({ token, user_id: uid, password });
    if (!isUtype(utype) || !request.success) {
      showMessage(messages.password.resetInvalid);
      return;
    }
    try {
      await completePasswordReset(utype, { token: request.data.token, user_id: request.data.user_id, password });
      await navigate(paths.passwordChanged, { replace: true });
    } catch (error) {
      const isRateLimited = error instanceof ApiError && (error.code === 'RATE_LIMITED' || error.code === 'NETWORK');
      // A password the server refuses (too common) is the person's to change; the link still works.
      const passwordProblem = error instanceof ApiError ? error.body?.fields?.password?.[0] : undefined;
      if (passwordProblem) form.setFormMessage(passwordProblem);
      else showMessage(isRateLimited ? localizeEnglish(error.message) : messages.password.resetInvalid);
    }
  }

  return (
    <>
      <KitForm form={form} onValid={reset}>
        <PasswordField name="password" label={accountTexts.newPassword} autoComplete="new-password" required hint={accountTexts.passwordHint} />
        <PasswordField name="confirm_password" label={accountTexts.confirmNewPassword} autoComplete="new-password" required />
        <FormMessage />
        <div className="form__actions">
          <SubmitButton>{accountTexts.submit}</SubmitButton>
        </div>
      </KitForm>
      {dialog}
    </>
  );
}
