import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useAuth } from '../../../lib/use-auth.ts';
import { useMessagePreferences } from '../api/message-preferences.ts';
import { phoneTexts } from '../message-texts.ts';
import { utypeOf } from '../utype.ts';
import { MessagePreferences } from './message-preferences.tsx';
import { ProfileMobileNumber } from './profile-mobile-number.tsx';
import '../phone.css';

/** The profile's 'Mobile sign-in' and 'Messages' sections (issue 27), both from GET /v3/api/message-preferences/. */
export function AccountMessages() {
  const auth = useAuth();
  // The area layout sends a signed-out visitor to /signin.
  if (!auth) return null;
  return <AccountMessagesOf auth={auth} />;
}

function AccountMessagesOf({ auth }: { auth: AuthRecord }) {
  const query = useMessagePreferences(auth.id);
  if (query.isPending) {
    return <p className="skeleton phone-section__skeleton" aria-busy="true" aria-label={phoneTexts.preferences.loading} />;
  }
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  return (
    <div className="account-messages">
      <ProfileMobileNumber utype={utypeOf(auth.account_type)} accountId={auth.id} mobileE164={query.data.mobile_e164} />
      {/* A new answer (saved, or a number verified) starts the switches from what is stored. */}
      <MessagePreferences key={query.dataUpdatedAt} accountId={auth.id} stored={query.data} />
    </div>
  );
}
