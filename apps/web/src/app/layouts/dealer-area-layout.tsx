import { isEmployeeAccountType } from '@kt/contract/accounts/account-types';
import { messages } from '@kt/contract/messages';
import { useAuth } from '../../lib/use-auth.ts';
import { paths } from '../../lib/paths.ts';
import { AreaLayout, type AreaMenuItem } from './area-layout.tsx';

/**
 * The dealer menu (spec 2.7): Dashboard, Pickups, Wallet, Settings, Profile, QR Code, Logout;
 * ours after Pickups: Requests (what visitors of the marketplace page and customers sent).
 */
const dealerMenu: readonly AreaMenuItem[] = [
  { to: paths.dealerHome, label: 'Dashboard', end: true },
  { to: paths.dealerPickup, label: 'Pickups' },
  { to: paths.dealerRequests, label: 'Requests' },
  { to: paths.dealerWallet, label: 'Wallet' },
  { to: paths.dealerSettings, label: 'Settings' },
  // Profile matches only itself: its QR page (/dealer/profile/qr) has its own entry.
  { to: paths.dealerProfile, label: 'Profile', end: true },
  { to: paths.dealerQr, label: messages.qr.title },
];

/** An employee works on the dealer's pickups and requests only (our choice; spec 6 leaves it open). */
const employeeMenu: readonly AreaMenuItem[] = [
  { to: paths.dealerPickup, label: 'Pickups' },
  { to: paths.dealerRequests, label: 'Requests' },
];

export function DealerAreaLayout() {
  const auth = useAuth();
  return <AreaLayout menuLabel="Dealer menu" items={isEmployeeAccountType(auth?.account_type) ? employeeMenu : dealerMenu} />;
}

export { DealerAreaLayout as Component };
