import { useParams } from 'react-router';
import { UserDetail } from '../../../features/admin-dealers/components/user-detail.tsx';
import { adminDealerTexts } from '../../../features/admin-dealers/texts.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** /admin/users/{id}: one account, its orders, and the switch off or on (issue 15). */
export function AdminUserPage() {
  const { id = '' } = useParams();
  const userId = /^\d{1,10}$/.test(id) ? Number(id) : 0;
  return (
    <AreaPage title={adminDealerTexts.user.title}>
      {/* A new account is a new page: nothing of the previous one (an open dialog) is kept. */}
      <UserDetail key={userId} id={userId} />
    </AreaPage>
  );
}

export { AdminUserPage as Component };
