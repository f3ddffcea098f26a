import { AuditLog } from '../../../features/admin-records/components/audit-log.tsx';
import { adminRecordsTexts } from '../../../features/admin-records/texts.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** Admin > Audit log (issue 15): every admin action, who took it and when, newest first. */
export function AdminAuditPage() {
  return (
    <AreaPage title={adminRecordsTexts.audit.title}>
      <AuditLog />
    </AreaPage>
  );
}

export { AdminAuditPage as Component };
