import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './inquiry-mail-texts.ts';

export const inquiryMailTexts: Twin<typeof english.inquiryMailTexts> = {
  subject: (quantity, item) => `नई पूछताछ: ${quantity} किलो ${item}`,
  greeting: (name) => `नमस्ते ${name},`,
  intro: (name) => `${name} आपको कबाड़ बेचना चाहते हैं और आपसे संपर्क करने को कह रहे हैं।`,
  item: 'सामान',
  quantity: 'मात्रा',
  kilograms: (quantity) => `${quantity} किलो`,
  name: 'नाम',
  phone: 'फ़ोन',
  email: 'ई-मेल',
  description: 'विवरण',
  picture: 'फ़ोटो',
};
