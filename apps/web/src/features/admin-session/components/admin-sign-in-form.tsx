import { useNavigate } from 'react-router';
import { ZSignInRequest, type SignInRequest } from '@kt/contract/accounts/sign-in';
import { messages } from '@kt/contract/messages';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { EmailField } from '../../../components/form/text-field.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { paths } from '../../../lib/paths.ts';
import { adminSignIn, describeAdminSignInFailure } from '../api/admin-sign-in.ts';
import { adminSessionTexts as texts } from '../texts.ts';

/** /admin/signin: e-mail and password of an admin account; the console's home on success. */
export function AdminSignInForm() {
  const navigate = useNavigate();
  const form = useKitForm(ZSignInRequest, {
    defaultValues: { email: '', password: '' },
    errorsAt: 'alert',
    invalidMessage: messages.signIn.invalidCredentials,
  });

  async function signIn(request: SignInRequest) {
    try {
      const record = await adminSignIn(request);
      if (!record) {
        form.setFormMessage(texts.notAnAdmin);
        return;
      }
      browserStorage.setAuth(record);
      await navigate(paths.adminHome, { replace: true });
    } catch (error) {
      form.setFormMessage(describeAdminSignInFailure(error));
    }
  }

  return (
    <KitForm form={form} onValid={signIn}>
      <EmailField name="email" label={texts.email} autoComplete="username" required />
      <PasswordField name="password" label={texts.password} autoComplete="current-password" required />
      <FormMessage />
      <div className="form__actions">
        <SubmitButton>{texts.submit}</SubmitButton>
      </div>
    </KitForm>
  );
}
