import { ProfileEdit } from '../../../features/accounts/components/profile-edit.tsx';
import { paths } from '../../../lib/paths.ts';
import { AreaPage } from './form-page.tsx';

/** /dealer/profile/profileedit */
export function DealerProfileEditPage() {
  return (
    <AreaPage title="Edit Profile">
      <ProfileEdit profilePath={paths.dealerProfile} />
    </AreaPage>
  );
}

export { DealerProfileEditPage as Component };
