import { AccountMessages } from '../../../features/accounts/components/account-messages.tsx';
import { ProfileView } from '../../../features/accounts/components/profile-view.tsx';
import { paths } from '../../../lib/paths.ts';
import { AreaPage } from './form-page.tsx';
import { accountPageTexts as t } from './texts.ts';

/** /dealer/profile */
export function DealerProfilePage() {
  return (
    <AreaPage title={t.profile}>
      <ProfileView editPath={paths.dealerProfileEdit} qrPath={paths.dealerQr} />
      <AccountMessages />
    </AreaPage>
  );
}

export { DealerProfilePage as Component };
