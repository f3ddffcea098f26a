import { ProfileEdit } from '../../../features/accounts/components/profile-edit.tsx';
import { paths } from '../../../lib/paths.ts';
import { AreaPage } from './form-page.tsx';
import { accountPageTexts as t } from './texts.ts';

/** /sell/user/profile/profileedit */
export function UserProfileEditPage() {
  return (
    <AreaPage title={t.editProfile}>
      <ProfileEdit profilePath={paths.userProfile} />
    </AreaPage>
  );
}

export { UserProfileEditPage as Component };
