import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ZResetCompletionRequest } from '@kt/contract/accounts/email-flows';
import { messages } from '@kt/contract/messages';
import { paths } from '../../../lib/paths.ts';
import { useMessageDialog } from '../../../components/ui/dialog.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { completePasswordReset } from '../api/password-reset.ts';
import { isUtype } from '../utype.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

/**
 * The reset-password page the e-mailed link opens (spec 2.4):
 * /v3/api/password-reset-confirm/{utype}/{uid}/{token}/Frontend. New password twice, then
 * PATCH the completion; success goes to /password_change_success.
 */
export function ResetPassword() {
  const { utype, uid, token } = useParams();
  const navigate = useNavigate();
  const { dialog, showMessage } = useMessageDialog('Reset Password');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const passwordCheck = ZResetCompletionRequest.shape.password.safeParse(password);
    if (!passwordCheck.success || password !== confirmPassword) {
      setFormMessage(messages.password.resetTooShort);
      return;
    }
    setFormMessage(null);
    const request = ZResetCompletionRequest.safeParse({ token, user_id: uid, password });
    if (!isUtype(utype) || !request.success) {
      showMessage(messages.password.resetInvalid);
      return;
    }
    setIsSubmitting(true);
    try {
      await completePasswordReset(utype, { token: request.data.token, user_id: request.data.user_id, password });
      await navigate(paths.passwordChanged, { replace: true });
    } catch (error) {
      const isRateLimited = error instanceof ApiError && (error.code === 'RATE_LIMITED' || error.code === 'NETWORK');
      // A password the server refuses (too common) is the person's to change; the link still works.
      const passwordProblem = error instanceof ApiError ? error.body?.fields?.password?.[0] : undefined;
      if (passwordProblem) setFormMessage(passwordProblem);
      else showMessage(isRateLimited ? error.message : messages.password.resetInvalid);
      setIsSubmitting(false);
    }
  }

  return (
    <>
      <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={isSubmitting}>
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          label="Confirm new password"
          name="confirm_password"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <FormAlert message={formMessage} />
        <div className="form__actions">
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            Submit
          </button>
        </div>
      </form>
      {dialog}
    </>
  );
}
