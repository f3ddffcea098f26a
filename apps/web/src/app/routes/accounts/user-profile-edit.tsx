import { ProfileEdit } from '../../../features/accounts/components/profile-edit.tsx';
import { paths } from '../../../lib/paths.ts';
import { AreaPage } from './form-page.tsx';

/** /sell/user/profile/profileedit */
export function UserProfileEditPage() {
  return (
    <AreaPage title="Edit Profile">
      <ProfileEdit profilePath={paths.userProfile} />
    </AreaPage>
  );
}

export { UserProfileEditPage as Component };
