import { ProfileEdit } from '../../../features/accounts/components/profile-edit.tsx';
import { paths } from '../../../lib/paths.ts';
import { AreaPage } from './form-page.tsx';
import { accountPageTexts as t } from './texts.ts';

/** /dealer/profile/profileedit */
export function DealerProfileEditPage() {
  return (
    <AreaPage title={t.editProfile}>
      <ProfileEdit profilePath={paths.dealerProfile} />
    </AreaPage>
  );
}

export { DealerProfileEditPage as Component };
