import { UserSearch } from '../../../features/admin-dealers/components/user-search.tsx';
import { adminDealerTexts } from '../../../features/admin-dealers/texts.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** /admin/users: find customers, dealers and employees (issue 15). */
export function AdminUsersPage() {
  return (
    <AreaPage title={adminDealerTexts.users.title}>
      <UserSearch />
    </AreaPage>
  );
}

export { AdminUsersPage as Component };
