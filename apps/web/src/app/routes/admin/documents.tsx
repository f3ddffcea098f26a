import { AreaPage } from '../accounts/form-page.tsx';

/** Placeholder: filled by the admin console's work on this page. */
export function AdminDocumentsPage() {
  return <AreaPage title="Dealer Documents">{null}</AreaPage>;
}

export { AdminDocumentsPage as Component };
