import type { Twin } from '@kt/contract/i18n/catalogue';
import { limits } from '@kt/contract/limits';
import type * as english from './texts.ts';

export const accountPageTexts: Twin<typeof english.accountPageTexts> = {
  editProfile: 'प्रोफ़ाइल बदलें',
  profile: 'प्रोफ़ाइल',
  forgotPassword: 'पासवर्ड भूल गए',
  forgotPasswordLead: 'नया पासवर्ड बनाने का लिंक हम आपको ई-मेल करेंगे।',
  passwordChanged: 'पासवर्ड बदल गया',
  signIn: 'साइन इन',
  signInLead: 'फिर से स्वागत है। ग्राहक या डीलर के रूप में साइन इन करें।',
  resetPassword: 'पासवर्ड फिर से बनाएँ',
  resetPasswordLead: `कम से कम ${limits.passwordMin} अक्षरों का नया पासवर्ड चुनें।`,
  whoAmI: 'मैं कौन हूँ',
  whoAmILead: 'आप किस तरह का खाता चाहते हैं, चुनें।',
  customer: 'ग्राहक',
  customerChoice: 'मैं अपना कबाड़ बेचना चाहता/चाहती हूँ: घर, दुकान, रेस्टोरेंट, दफ़्तर या कोई संस्था।',
  dealer: 'डीलर',
  dealerChoice: 'मैं कबाड़ ख़रीदता/ख़रीदती हूँ: कबाड़ीवाला, कलेक्टर या रीसाइक्लर।',
  haveAccount: 'पहले से खाता है?',
  customerSignUp: 'ग्राहक साइन अप',
  customerSignUpLead: 'आप किस तरह की जगह से कबाड़ बेचते हैं?',
  dealerSignUp: 'डीलर साइन अप',
  organizationSignUp: 'संस्था खाता साइन अप',
  personalSignUp: 'व्यक्तिगत खाता साइन अप',
  myAddresses: 'मेरे पते',
  emailVerification: 'ई-मेल सत्यापन',
};
