import { limits } from './limits.ts';
import type { Twin } from './i18n/catalogue.ts';
import type * as english from './new-user-messages.ts';

export const newUserMessages: Twin<typeof english.newUserMessages> = {
  customerAccountOnDealerTab: 'यह ई-मेल एक ग्राहक खाते का है। साइन इन करने के लिए ग्राहक टैब चुनें।',
  dealerAccountOnCustomerTab: 'यह ई-मेल एक डीलर खाते का है। साइन इन करने के लिए डीलर टैब चुनें।',
  cartQuantityInvalid: `किलो 0 से ज़्यादा संख्या में डालें, दशमलव के बाद ज़्यादा से ज़्यादा दो अंक, ${limits.maxItemQuantityKg.toLocaleString('en-IN')} किलो तक।`,
};
