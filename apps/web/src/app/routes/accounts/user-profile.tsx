import { Link } from 'react-router';
import { AccountMessages } from '../../../features/accounts/components/account-messages.tsx';
import { ProfileView } from '../../../features/accounts/components/profile-view.tsx';
import { CustomerImpact } from '../../../features/impact/components/account-impact.tsx';
import { paths } from '../../../lib/paths.ts';
import { AreaPage } from './form-page.tsx';
import { accountPageTexts as t } from './texts.ts';

/** /sell/user/profile */
export function UserProfilePage() {
  return (
    <AreaPage title={t.profile}>
      <ProfileView editPath={paths.userProfileEdit} qrPath={paths.userQr} />
      <div className="actions" style={{ marginTop: 'var(--space-5)' }}>
        <Link to={paths.userAddress} className="btn btn--secondary">
          {t.myAddresses}
        </Link>
      </div>
      <CustomerImpact />
      <AccountMessages />
    </AreaPage>
  );
}

export { UserProfilePage as Component };
