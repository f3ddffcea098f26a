import { isEmployeeAccountType } from '@kt/contract/accounts/account-types';
import { messages } from '@kt/contract/messages';
import { disputeTexts } from '../../features/disputes/texts.ts';
import { sellsOn } from '../../features/resale/sells-on.ts';
import { resaleTexts } from '../../features/resale/texts.ts';
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
  { to: paths.dealerDisputes, label: disputeTexts.dealerTitle },
  { to: paths.dealerWallet, label: 'Wallet' },
  { to: paths.dealerSettings, label: 'Settings' },
  // Profile matches only itself: its QR page (/dealer/profile/qr) has its own entry.
  { to: paths.dealerProfile, label: 'Profile', end: true },
  { to: paths.dealerQr, label: messages.qr.title },
];

/** Issue 28: a Kabadi or Collector also sells what they collected on to Recyclers (after Requests). */
const resellerMenu: readonly AreaMenuItem[] = [
  ...dealerMenu.slice(0, 3),
  { to: paths.dealerSell, label: resaleTexts.menu },
  ...dealerMenu.slice(3),
];

/** An employee works on the dealer's pickups and requests only (our choice; spec 6 leaves it open). */
const employeeMenu: readonly AreaMenuItem[] = [
  { to: paths.dealerPickup, label: 'Pickups' },
  { to: paths.dealerRequests, label: 'Requests' },
  { to: paths.dealerDisputes, label: disputeTexts.dealerTitle },
];

export function DealerAreaLayout() {
  const auth = useAuth();
  const items = isEmployeeAccountType(auth?.account_type) ? employeeMenu : sellsOn(auth?.account_type) ? resellerMenu : dealerMenu;
  return <AreaLayout menuLabel="Dealer menu" items={items} />;
}

export { DealerAreaLayout as Component };
