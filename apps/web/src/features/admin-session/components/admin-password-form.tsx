import { useState, type FormEvent } from 'react';
import { ZAdminPasswordChange } from '@kt/contract/admin/password';
import { adminPasswordRules } from '@kt/contract/admin/password-rules';
import { messages } from '@kt/contract/messages';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { changeAdminPassword } from '../api/change-admin-password.ts';
import { adminSessionTexts } from '../texts.ts';

const t = adminSessionTexts.passwordChange;

type FieldErrors = { current_password?: string; new_password?: string; confirm?: string };

/** The first message of each field in a 400's `fields`. */
function firstOfEach(fields: Record<string, readonly string[] | undefined>): FieldErrors {
  return { current_password: fields.current_password?.[0], new_password: fields.new_password?.[0] };
}

/** The first message of each field of a failed check. */
function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (field === 'current_password' || field === 'new_password') errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * 'Choose a new password': the current password and a new one twice. Once the server takes it,
 * the stored session loses its must-change marker and the console opens where the admin was.
 */
export function AdminPasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setFailure(null);
    const request = ZAdminPasswordChange.safeParse({ current_password: current, new_password: next });
    if (!request.success) {
      setErrors(issuesByField(request.error.issues));
      return;
    }
    if (next !== confirm) {
      setErrors({ confirm: t.mismatch });
      return;
    }
    setErrors({});
    setIsSubmitting(true);
    try {
      const answer = await changeAdminPassword(request.data);
      const auth = browserStorage.getAuth();
      if (auth) {
        const { must_change_password: _done, ...rest } = auth;
        browserStorage.setAuth(rest);
      }
      toast.success(answer.msg);
    } catch (error) {
      const fields = error instanceof ApiError ? error.body?.fields : undefined;
      if (fields?.current_password || fields?.new_password) setErrors(firstOfEach(fields));
      else setFailure(error instanceof ApiError ? error.message : messages.general.loadFailed);
      setIsSubmitting(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={isSubmitting}>
      <PasswordField
        label={t.current}
        name="current_password"
        autoComplete="current-password"
        required
        hint={t.currentHint}
        error={errors.current_password}
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <PasswordField
        label={t.next}
        name="new_password"
        autoComplete="new-password"
        required
        minLength={adminPasswordRules.minLength}
        hint={t.nextHint(adminPasswordRules.minLength)}
        error={errors.new_password}
        value={next}
        onChange={(event) => setNext(event.target.value)}
      />
      <PasswordField
        label={t.confirm}
        name="confirm_password"
        autoComplete="new-password"
        required
        error={errors.confirm}
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
      />
      <FormAlert message={failure} />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {isSubmitting ? t.saving : t.submit}
        </button>
      </div>
    </form>
  );
}
