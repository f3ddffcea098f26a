import { ZAdminPasswordForm, type AdminPasswordChange } from '@kt/contract/admin/password';
import { adminPasswordRules } from '@kt/contract/admin/password-rules';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { changeAdminPassword } from '../api/change-admin-password.ts';
import { adminSessionTexts } from '../texts.ts';

const t = adminSessionTexts.passwordChange;

/**
 * 'Choose a new password': the current password and a new one twice. Once the server takes it,
 * the stored session loses its must-change marker and the console opens where the admin was.
 */
export function AdminPasswordForm() {
  const form = useKitForm(ZAdminPasswordForm, { defaultValues: { current_password: '', new_password: '', confirm_password: '' } });

  async function change({ current_password, new_password }: AdminPasswordChange) {
    try {
      const answer = await changeAdminPassword({ current_password, new_password });
      const auth = browserStorage.getAuth();
      if (auth) {
        const { must_change_password: _done, ...rest } = auth;
        browserStorage.setAuth(rest);
      }
      toast.success(localizeEnglish(answer.msg));
    } catch (error) {
      form.showRefusal(error);
    }
  }

  return (
    <KitForm form={form} onValid={change}>
      <PasswordField name="current_password" label={t.current} autoComplete="current-password" required hint={t.currentHint} />
      <PasswordField
        name="new_password"
        label={t.next}
        autoComplete="new-password"
        required
        minLength={adminPasswordRules.minLength}
        hint={t.nextHint(adminPasswordRules.minLength)}
      />
      <PasswordField name="confirm_password" label={t.confirm} autoComplete="new-password" required />
      <FormMessage />
      <div className="form__actions">
        <SubmitButton busyLabel={t.saving}>{t.submit}</SubmitButton>
      </div>
    </KitForm>
  );
}
