import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { Link } from 'react-router';
import { useProfile } from '../../../features/accounts/api/profile.ts';
import { AddressSummary } from '../../../features/addresses/components/address-summary.tsx';
import { useAuth } from '../../../lib/use-auth.ts';
import { paths } from '../../../lib/paths.ts';
import { AreaPage } from '../accounts/form-page.tsx';
import { customerPageTexts as t } from './texts.ts';

/**
 * /address, the spec's stub page (2.6, 7): the customer's name from view-profile and their
 * addresses from GET /address/get-address/{id}/, with a way to the address book.
 */
export function AddressStubPage() {
  const auth = useAuth();
  return (
    <AreaPage title={t.address}>
      {auth ? (
        <SignedIn auth={auth} />
      ) : (
        <Link to={paths.signIn} className="btn btn--primary">
          {t.signIn}
        </Link>
      )}
    </AreaPage>
  );
}

function SignedIn({ auth }: { auth: AuthRecord }) {
  const profile = useProfile('customer', auth.id);
  return (
    <>
      <p className="lead" aria-busy={profile.isPending || undefined}>
        {profile.isPending ? (
          <span className="skeleton-text skeleton" aria-hidden="true">
            &nbsp;
          </span>
        ) : (
          // The stored name stands in when the profile could not be loaded; the addresses still show.
          <>
            {t.addressesOf} <strong>{profile.data?.username ?? auth.username}</strong>
          </>
        )}
      </p>
      <AddressSummary userId={auth.id} managePath={paths.userAddress} />
    </>
  );
}

export { AddressStubPage as Component };
