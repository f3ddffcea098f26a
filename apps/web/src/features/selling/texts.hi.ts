import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './texts.ts';

export const sellingFormTexts: Twin<typeof english.sellingFormTexts> = {
  pincodeTitle: 'क्षेत्र का पिनकोड बदलें',
  pincodeLabel: 'क्षेत्र का पिनकोड',
  pincodePlaceholder: 'जैसे 282001',
  cancel: 'रद्द करें',
  savePincode: 'पिनकोड सहेजें',
  verifiedOn: (date) => `${date} को सत्यापित`,
  verifiedNoDate: 'सत्यापित',
  allCategories: 'सभी',
  quantityIn: (unit) => `मात्रा (${unit})`,
  rateNote: 'डीलर आपको दरवाज़े पर यही दर देता है; आपसे कोई शुल्क नहीं लिया जाता।',
  addToCart: 'कार्ट में डालें',
  inquiryTitle: (dealerName) => `${dealerName} को बेचें`,
  name: 'नाम',
  phone: 'फ़ोन',
  email: 'ई-मेल',
  item: 'सामान',
  itemPlaceholder: 'जैसे अख़बार',
  quantityKg: 'मात्रा (किलो)',
  description: 'विवरण',
  picture: 'सामान की फ़ोटो',
  sendInquiry: 'पूछताछ भेजें',
};
