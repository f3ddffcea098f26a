import { AreaPage } from '../accounts/form-page.tsx';

/** Placeholder: filled by the admin console's work on this page. */
export function AdminSubmissionsPage() {
  return <AreaPage title="Submissions">{null}</AreaPage>;
}

export { AdminSubmissionsPage as Component };
