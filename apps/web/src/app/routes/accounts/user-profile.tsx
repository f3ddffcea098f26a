import { ProfileView } from '../../../features/accounts/components/profile-view.tsx';
import { paths } from '../../paths.ts';
import { AreaPage } from './form-page.tsx';

/** /sell/user/profile */
export function UserProfilePage() {
  return (
    <AreaPage title="Profile">
      <ProfileView editPath={paths.userProfileEdit} />
    </AreaPage>
  );
}

export { UserProfilePage as Component };
