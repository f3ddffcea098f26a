import { isEmployeeAccountType } from '@kt/contract/accounts/account-types';
import { messages } from '@kt/contract/messages';
import { disputeTexts } from '../../features/disputes/texts.ts';
import { sellsOn } from '../../features/resale/sells-on.ts';
import { resaleTexts } from '../../features/resale/texts.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { paths } from '../../lib/paths.ts';
import { AreaLayout, type AreaMenuItem } from './area-layout.tsx';
import { dealerAreaTexts } from './dealer-area-texts.ts';

/*
 * The menus are made when drawn, never at module top level: a catalogue read there would stay in
 * the language of the moment the module loaded (issue 29).
 */

/**
 * The dealer menu (spec 2.7): Dashboard, Pickups, Wallet, Settings, Profile, QR Code, Logout;
 * ours after Pickups: Requests (what visitors of the marketplace page and customers sent).
 */
function dealerMenu(): readonly AreaMenuItem[] {
  const { menu } = dealerAreaTexts;
  return [
    { to: paths.dealerHome, label: menu.dashboard, end: true },
    { to: paths.dealerPickup, label: menu.pickups },
    { to: paths.dealerRequests, label: menu.requests },
    { to: paths.dealerDisputes, label: disputeTexts.dealerTitle },
    { to: paths.dealerWallet, label: menu.wallet },
    { to: paths.dealerSettings, label: menu.settings },
    // Profile matches only itself: its QR page (/dealer/profile/qr) has its own entry.
    { to: paths.dealerProfile, label: menu.profile, end: true },
    { to: paths.dealerQr, label: messages.qr.title },
  ];
}

/** Issue 28: a Kabadi or Collector also sells what they collected on to Recyclers (after Requests). */
function resellerMenu(): readonly AreaMenuItem[] {
  const menu = dealerMenu();
  return [...menu.slice(0, 3), { to: paths.dealerSell, label: resaleTexts.menu }, ...menu.slice(3)];
}

/** An employee works on the dealer's pickups and requests only (our choice; spec 6 leaves it open). */
function employeeMenu(): readonly AreaMenuItem[] {
  const { menu } = dealerAreaTexts;
  return [
    { to: paths.dealerPickup, label: menu.pickups },
    { to: paths.dealerRequests, label: menu.requests },
    { to: paths.dealerDisputes, label: disputeTexts.dealerTitle },
  ];
}

export function DealerAreaLayout() {
  const auth = useAuth();
  const items = isEmployeeAccountType(auth?.account_type) ? employeeMenu() : sellsOn(auth?.account_type) ? resellerMenu() : dealerMenu();
  return <AreaLayout menuLabel={dealerAreaTexts.menuLabel} items={items} />;
}

export { DealerAreaLayout as Component };
