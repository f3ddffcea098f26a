import { AreaPage } from '../accounts/form-page.tsx';

/** Placeholder: filled by the admin console's work on this page. */
export function AdminSettingsPage() {
  return <AreaPage title="Site Settings">{null}</AreaPage>;
}

export { AdminSettingsPage as Component };
