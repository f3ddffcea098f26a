import { adminPasswordRules } from './password-rules.ts';
import type { Twin } from '../i18n/catalogue.ts';
import type * as english from './console-messages.ts';

export const consoleMessages: Twin<typeof english.consoleMessages> = {
  failedMailNotFound: 'इस id का कोई विफल संदेश नहीं है: यह पहले ही फिर से भेजा जा चुका है, या बहुत पुराना है।',
  failedMailIdInvalid: 'यह संदेश id नहीं है।',
  failedMailRetried: 'संदेश फिर से कतार में है और थोड़ी देर में भेजा जाएगा।',
  testMailQueued: 'एक टेस्ट मेल आपके ई-मेल पते पर भेजा जा रहा है।',
  testMailSubject: 'एडमिन कंसोल से टेस्ट मेल',
  testMailGreeting: 'नमस्ते {name},',
  testMailIntro: 'आपने एडमिन कंसोल से टेस्ट मेल माँगा था। यह पहुँच गया, यानी साइट लोगों तक मेल पहुँचा सकती है।',
  testMailSentAtLabel: 'भेजा गया',
  testMailAction: 'एडमिन कंसोल खोलें',
  passwordChangeRequired: 'पहले नया पासवर्ड चुनें: पासवर्ड बदलने के बाद एडमिन कंसोल खुलेगा।',
  passwordChangeInvalid: 'कृपया चिह्नित फ़ील्ड ठीक करें।',
  currentPasswordRequired: 'अपना मौजूदा पासवर्ड डालें।',
  currentPasswordWrong: 'यह आपका मौजूदा पासवर्ड नहीं है।',
  adminPasswordTooShort: `नए पासवर्ड में कम से कम ${adminPasswordRules.minLength} अक्षर होने चाहिए।`,
  adminPasswordTooLong: `नए पासवर्ड में ज़्यादा से ज़्यादा ${adminPasswordRules.maxLength} अक्षर होने चाहिए।`,
  newPasswordsDiffer: 'दोनों नए पासवर्ड एक जैसे नहीं हैं।',
  newPasswordSameAsCurrent: 'अपने मौजूदा पासवर्ड से अलग पासवर्ड चुनें।',
  passwordChanged: 'आपका पासवर्ड बदल गया है। एडमिन कंसोल खुल गया है।',
};
