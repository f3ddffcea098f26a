import { AreaPage } from '../accounts/form-page.tsx';

/** Placeholder: filled by the admin console's work on this page. */
export function AdminUsersPage() {
  return <AreaPage title="Users">{null}</AreaPage>;
}

export { AdminUsersPage as Component };
