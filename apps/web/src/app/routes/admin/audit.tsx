import { AreaPage } from '../accounts/form-page.tsx';

/** Placeholder: filled by the admin console's work on this page. */
export function AdminAuditPage() {
  return <AreaPage title="Audit Log">{null}</AreaPage>;
}

export { AdminAuditPage as Component };
