import { AdminPasswordForm } from '../../features/admin-session/components/admin-password-form.tsx';
import { usePasswordChangeWatch } from '../../features/admin-session/hooks/use-password-change-watch.ts';
import { adminSessionTexts } from '../../features/admin-session/texts.ts';
import { paths } from '../../lib/paths.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { FormPage } from '../routes/accounts/form-page.tsx';
import { AreaFrame } from './area-frame.tsx';
import { AreaBrand, AreaLayout, ConsoleSignOut, type AreaMenuItem, type ConsoleBar } from './area-layout.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import '../../styles/admin.css';

/**
 * The admin console's menu (issue 15): what waits, the dealers' business, the site, the records.
 * Read when drawn, so its labels are in the page's language (issue 29).
 */
function adminMenu(): readonly AreaMenuItem[] {
  const { menu } = adminSessionTexts;
  return [
    { to: paths.adminHome, label: menu.home, end: true },
    { to: paths.adminPincodeRequests, label: menu.pincodeRequests },
    { to: paths.adminCategoryRequests, label: menu.categoryRequests },
    { to: paths.adminDocuments, label: menu.documents },
    { to: paths.adminUsers, label: menu.users },
    { to: paths.adminCatalogue, label: menu.catalogue },
    { to: paths.adminContent, label: menu.content },
    { to: paths.adminSettings, label: menu.settings },
    { to: paths.adminSubmissions, label: menu.submissions },
    { to: paths.adminAudit, label: menu.audit },
    { to: paths.adminMessages, label: menu.messages },
    { to: paths.adminPhoneMessages, label: menu.phoneMessages },
    { to: paths.adminCommission, label: menu.commission },
    { to: paths.adminDisputes, label: menu.disputes },
  ];
}

/** The console's own bar (issue 28): its name, not the public navigation with SIGN IN; the language switch (issue 29). */
function consoleBarOf(): ConsoleBar {
  return { name: adminSessionTexts.consoleName, home: paths.adminHome, signOut: adminSessionTexts.signOut, languages: <LanguageSwitch /> };
}

/**
 * The console's frame. An admin who must change their password first (the first admin, after
 * sign-in, or once any admin call answers so) sees only 'Choose a new password' until it is done.
 */
export function AdminAreaLayout() {
  const auth = useAuth();
  usePasswordChangeWatch();
  const consoleBar = consoleBarOf();
  if (auth?.must_change_password) {
    return (
      <AreaFrame
        brand={<AreaBrand name={consoleBar.name} to={consoleBar.home} />}
        actions={
          <>
            {consoleBar.languages}
            <ConsoleSignOut label={consoleBar.signOut} />
          </>
        }
        signInPath={paths.adminSignIn}
      >
        <FormPage title={adminSessionTexts.passwordChange.title} lead={adminSessionTexts.passwordChange.lead}>
          <AdminPasswordForm />
        </FormPage>
      </AreaFrame>
    );
  }
  return <AreaLayout menuLabel={adminSessionTexts.menuLabel} items={adminMenu()} signInPath={paths.adminSignIn} consoleBar={consoleBar} />;
}

export { AdminAreaLayout as Component };
