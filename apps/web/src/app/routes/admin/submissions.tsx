import { SubmissionsPage } from '../../../features/admin-records/components/submissions-page.tsx';
import { adminRecordsTexts } from '../../../features/admin-records/texts.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** Admin > Submissions (issue 15): what the public sent, searchable, paged, exportable; the votes tally. */
export function AdminSubmissionsPage() {
  return (
    <AreaPage title={adminRecordsTexts.submissions.title}>
      <SubmissionsPage />
    </AreaPage>
  );
}

export { AdminSubmissionsPage as Component };
