import { paths } from '../paths.ts';
import { AreaLayout, type AreaMenuItem } from './area-layout.tsx';

/** The dealer menu (spec 2.7): Dashboard, Pickups, Wallet, Settings, Profile, Logout. */
const dealerMenu: readonly AreaMenuItem[] = [
  { to: paths.dealerHome, label: 'Dashboard', end: true },
  { to: paths.dealerPickup, label: 'Pickups' },
  { to: paths.dealerWallet, label: 'Wallet' },
  { to: paths.dealerSettings, label: 'Settings' },
  { to: paths.dealerProfile, label: 'Profile' },
];

export function DealerAreaLayout() {
  return <AreaLayout menuLabel="Dealer menu" items={dealerMenu} />;
}

export { DealerAreaLayout as Component };
