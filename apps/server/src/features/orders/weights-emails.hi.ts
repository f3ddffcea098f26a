import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './weights-emails.ts';

export const weightsEmailTexts: Twin<typeof english.weightsEmailTexts> = {
  subject: (orderNumber) => `पिकअप ${orderNumber}: वज़न जाँचें`,
  greeting: (name) => `नमस्ते ${name},`,
  intro:
    'डीलर ने आपका सामान तौल लिया है। हर वज़न, दर और कुल रकम जाँचने के लिए अपना पिकअप कार्ड खोलें। ' +
    'वहाँ दिखाया गया पिकअप कोड डीलर को तभी दें जब आप सहमत हों: कोड देने से पिकअप इन्हीं वज़नों के साथ पूरा हो जाता है।',
  order: 'ऑर्डर',
  total: 'कुल',
  rupees: (amount) => `₹${amount}`,
  action: 'वज़न जाँचें',
};
