import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './area-texts.ts';

export const shellTexts: Twin<typeof english.shellTexts> = {
  skipToContent: 'सीधे मुख्य सामग्री पर जाएँ',
  openMenu: 'मेनू खोलें',
  closeMenu: 'मेनू बंद करें',
  mainNav: 'मुख्य',
  signIn: 'साइन इन',
  siteLinks: {
    about: 'हमारे बारे में',
    joinUs: 'हमसे जुड़ें',
    sell: 'बेचें',
    faq: 'सवाल-जवाब',
    contact: 'संपर्क',
  },
  language: 'भाषा',
  footer: {
    about: 'अपना कबाड़ वज़न के हिसाब से भरोसेमंद स्थानीय डीलरों को बेचें, जो आपके दरवाज़े से ले जाते हैं।',
    quickLinks: 'ज़रूरी लिंक',
    vision: 'हमारा लक्ष्य',
    mission: 'हमारा मिशन',
    team: 'हमारी टीम',
    whatWeDo: 'हम क्या करते हैं',
    sellYourScrap: 'अपना कबाड़ बेचें',
    joinOurTeam: 'हमारी टीम से जुड़ें',
    terms: 'नियम और शर्तें',
    privacy: 'गोपनीयता नीति',
    rights: (year, legalName) => `© ${year} सर्वाधिकार ${legalName} के पास सुरक्षित`,
  },
  sessionEnded: {
    title: 'आप साइन आउट हो गए',
    confirm: 'साइन इन',
  },
};
