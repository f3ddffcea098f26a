import { ProfileView } from '../../../features/accounts/components/profile-view.tsx';
import { paths } from '../../paths.ts';
import { AreaPage } from './form-page.tsx';

/** /dealer/profile */
export function DealerProfilePage() {
  return (
    <AreaPage title="Profile">
      <ProfileView editPath={paths.dealerProfileEdit} />
    </AreaPage>
  );
}

export { DealerProfilePage as Component };
