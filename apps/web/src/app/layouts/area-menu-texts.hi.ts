import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './area-menu-texts.ts';

export const areaTexts: Twin<typeof english.areaTexts> = {
  welcome: 'स्वागत है',
  logout: 'साइन आउट',
  siteNav: 'मुख्य',
  closeMenu: 'मेनू बंद करें',
  signedOutTitle: 'आप साइन आउट हो गए',
  signedOutLead: 'अब आप साइन इन नहीं हैं।',
  signIn: 'साइन इन',
  customerMenu: {
    label: 'खाते का मेनू',
    profile: 'प्रोफ़ाइल',
    pickup: 'पिकअप',
    wallet: 'वॉलेट',
    qrCode: 'QR कोड',
    autoScrap: 'ऑटो कबाड़',
  },
};
