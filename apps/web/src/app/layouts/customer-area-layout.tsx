import { paths } from '../../lib/paths.ts';
import { AreaLayout, type AreaMenuItem } from './area-layout.tsx';
import { areaTexts } from './area-menu-texts.ts';

/** The customer area's side menu (spec 2.6): Profile, Pickup, Wallet, QR Code, Auto Scrap, Logout. */
function customerMenu(): readonly AreaMenuItem[] {
  const words = areaTexts.customerMenu;
  return [
    { to: paths.userProfile, label: words.profile },
    { to: paths.userPickup, label: words.pickup },
    { to: paths.userWallet, label: words.wallet },
    { to: paths.userQr, label: words.qrCode },
    { to: paths.userAutoScrap, label: words.autoScrap },
  ];
}

export function CustomerAreaLayout() {
  return <AreaLayout menuLabel={areaTexts.customerMenu.label} items={customerMenu()} />;
}

export { CustomerAreaLayout as Component };
