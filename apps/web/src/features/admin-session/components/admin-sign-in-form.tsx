import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ZSignInRequest } from '@kt/contract/accounts/sign-in';
import { messages } from '@kt/contract/messages';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { paths } from '../../../lib/paths.ts';
import { adminSignIn } from '../api/admin-sign-in.ts';
import { adminSessionTexts as texts } from '../texts.ts';

/** /admin/signin: e-mail and password of an admin account; the console's home on success. */
export function AdminSignInForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const request = ZSignInRequest.safeParse({ email, password });
    if (!request.success) {
      setFailure(messages.signIn.invalidCredentials);
      return;
    }
    setFailure(null);
    setIsSubmitting(true);
    try {
      const record = await adminSignIn(request.data);
      if (!record) {
        setFailure(texts.notAnAdmin);
        return;
      }
      browserStorage.setAuth(record);
      await navigate(paths.adminHome, { replace: true });
    } catch (error) {
      setFailure(describeFailure(error));
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={isSubmitting}>
      <TextField
        label={texts.email}
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label={texts.password}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FormAlert message={failure} />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {texts.submit}
        </button>
      </div>
    </form>
  );
}

/** The server's words for a wrong e-mail or password (an unknown admin reads as a wrong pair); else the generic failure. */
function describeFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.msg === messages.signIn.accountDoesNotExistMsg || error.msg === messages.signIn.incorrectPasswordMsg) {
      return messages.signIn.invalidCredentials;
    }
    if (error.code === 'RATE_LIMITED') return error.message;
  }
  return messages.signIn.loginError;
}
