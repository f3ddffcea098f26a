import { paths } from '../../lib/paths.ts';
import { AreaLayout, type AreaMenuItem } from './area-layout.tsx';

/** The customer area's side menu (spec 2.6): Profile, Pickup, Wallet, QR Code, Auto Scrap, Logout. */
const customerMenu: readonly AreaMenuItem[] = [
  { to: paths.userProfile, label: 'Profile' },
  { to: paths.userPickup, label: 'Pickup' },
  { to: paths.userWallet, label: 'Wallet' },
  { to: paths.userQr, label: 'QR Code' },
  { to: paths.userAutoScrap, label: 'Auto Scrap' },
];

export function CustomerAreaLayout() {
  return <AreaLayout menuLabel="Account menu" items={customerMenu} />;
}

export { CustomerAreaLayout as Component };
