import { AdminSignInForm } from '../../../features/admin-session/components/admin-sign-in-form.tsx';
import { adminSessionTexts } from '../../../features/admin-session/texts.ts';
import { FormPage } from '../accounts/form-page.tsx';

/** /admin/signin (issue 15): the console's own sign-in, apart from customers' and dealers'. */
export function AdminSignInPage() {
  return (
    <FormPage title={adminSessionTexts.signInTitle} lead={adminSessionTexts.signInLead}>
      <AdminSignInForm />
    </FormPage>
  );
}

export { AdminSignInPage as Component };
