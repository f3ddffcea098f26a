import { adminSessionTexts } from '../../features/admin-session/texts.ts';
import { paths } from '../../lib/paths.ts';
import { AreaLayout, type AreaMenuItem } from './area-layout.tsx';
import '../../styles/admin.css';

const { menu } = adminSessionTexts;

/** The admin console's menu (issue 15): what waits, the dealers' business, the site, the records. */
const adminMenu: readonly AreaMenuItem[] = [
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
];

export function AdminAreaLayout() {
  return <AreaLayout menuLabel={adminSessionTexts.menuLabel} items={adminMenu} signInPath={paths.adminSignIn} />;
}

export { AdminAreaLayout as Component };
