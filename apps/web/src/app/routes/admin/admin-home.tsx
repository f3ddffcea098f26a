import { AreaPage } from '../accounts/form-page.tsx';

/** Placeholder: filled by the admin console's work on this page. */
export function AdminAdminHomePage() {
  return <AreaPage title="Admin">{null}</AreaPage>;
}

export { AdminAdminHomePage as Component };
