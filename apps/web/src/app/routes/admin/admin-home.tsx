import { AdminHome } from '../../../features/admin-records/components/admin-home.tsx';
import { adminRecordsTexts } from '../../../features/admin-records/texts.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** Admin > Home (issue 15): what waits for an admin, and today's and this week's orders and sign-ups. */
export function AdminHomePage() {
  return (
    <AreaPage title={adminRecordsTexts.home.title}>
      <AdminHome />
    </AreaPage>
  );
}

export { AdminHomePage as Component };
