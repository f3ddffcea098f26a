import { AreaPage } from '../accounts/form-page.tsx';

/** Placeholder: filled by the admin console's work on this page. */
export function AdminUserPage() {
  return <AreaPage title="User">{null}</AreaPage>;
}

export { AdminUserPage as Component };
