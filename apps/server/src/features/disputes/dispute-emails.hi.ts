import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './dispute-emails.ts';

export const disputeEmailTexts: Twin<typeof english.disputeEmailTexts> = {
  subject: (orderNumber) => `पिकअप ${orderNumber} की शिकायत की गई है`,
  greeting: (name) => `नमस्ते ${name},`,
  intro: (orderNumber) => `पिकअप ${orderNumber} के ग्राहक ने एक समस्या बताई है। आप इसका जवाब दे सकते हैं; फ़ैसला एडमिन करेंगे।`,
  order: 'ऑर्डर',
  whatWentWrong: 'क्या गलत हुआ',
  note: 'टिप्पणी',
  action: 'देखें और जवाब दें',
};
