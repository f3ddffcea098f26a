import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './page-head-texts.ts';

export const pageHeadTexts: Twin<typeof english.pageHeadTexts> = {
  title: 'Kabadi Techno – अपना कबाड़ बेकार न जाने दें',
  description: 'अपना कबाड़ वज़न के हिसाब से भरोसेमंद स्थानीय डीलरों को बेचें, जो आपके दरवाज़े से ले जाते हैं। अपना कबाड़ बेकार न जाने दें।',
  noscript: 'यह साइट चलाने के लिए JavaScript ज़रूरी है।',
};
