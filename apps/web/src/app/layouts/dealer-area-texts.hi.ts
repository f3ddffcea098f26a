import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './dealer-area-texts.ts';

export const dealerAreaTexts: Twin<typeof english.dealerAreaTexts> = {
  menuLabel: 'डीलर मेनू',
  menu: {
    dashboard: 'डैशबोर्ड',
    pickups: 'पिकअप',
    requests: 'अनुरोध',
    wallet: 'वॉलेट',
    settings: 'सेटिंग्स',
    profile: 'प्रोफ़ाइल',
  },
  titles: {
    dashboard: 'डैशबोर्ड',
    pickups: 'पिकअप',
    wallet: 'वॉलेट',
    walletHistory: 'वॉलेट का हिसाब',
  },
};
