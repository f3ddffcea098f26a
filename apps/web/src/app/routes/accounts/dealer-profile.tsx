import { AccountMessages } from '../../../features/accounts/components/account-messages.tsx';
import { ProfileView } from '../../../features/accounts/components/profile-view.tsx';
import { paths } from '../../../lib/paths.ts';
import { AreaPage } from './form-page.tsx';

/** /dealer/profile */
export function DealerProfilePage() {
  return (
    <AreaPage title="Profile">
      <ProfileView editPath={paths.dealerProfileEdit} qrPath={paths.dealerQr} />
      <AccountMessages />
    </AreaPage>
  );
}

export { DealerProfilePage as Component };
