import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './page-titles.ts';

export const pageTitles: Twin<typeof english.pageTitles> = {
  aboutUs: 'हमारे बारे में',
  joinUs: 'हमसे जुड़ें',
  sellItem: 'सामान बेचें',
  frequentlyAskedQuestions: 'अक्सर पूछे जाने वाले सवाल',
  contactUs: 'संपर्क करें',
  privacyPolicy: 'गोपनीयता नीति',
  termsConditions: 'नियम और शर्तें',
  signIn: 'साइन इन',
  whoAmI: 'मैं कौन हूँ',
  customerSignUp: 'ग्राहक साइन अप',
  personalAccountSignUp: 'व्यक्तिगत खाता साइन अप',
  organizationAccountSignUp: 'संस्था खाता साइन अप',
  dealerSignUp: 'डीलर साइन अप',
  forgotPassword: 'पासवर्ड भूल गए',
  emailVerification: 'ई-मेल सत्यापन',
  resetPassword: 'पासवर्ड बदलें',
  passwordChanged: 'पासवर्ड बदल गया',
  yourCart: 'आपका कार्ट',
  receipt: 'रसीद',
  problemReport: 'समस्या की शिकायत',
  aboutUsTab: 'हमारे बारे में',
  sellYourScrap: 'अपना कबाड़ बेचें',
};
