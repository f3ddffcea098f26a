import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './texts.ts';

export const customerPageTexts: Twin<typeof english.customerPageTexts> = {
  address: 'पता',
  signIn: 'साइन इन',
  addressesOf: 'इनके पते:',
  addresses: 'पते',
  autoScrap: 'ऑटो कबाड़',
  autoScrapLead: 'हर बार बुक किए बिना, अपना कबाड़ तय समय पर उठवाएँ।',
  autoScrapText:
    'ऑटो कबाड़ में आप चुनते हैं कि आपके पास का डीलर कितनी बार आए (जैसे हर हफ़्ते या हर महीने), और हर बार आपके सहेजे गए पते पर आपके लिए पिकअप बुक हो जाता है।',
  autoScrapButton: 'ऑटो कबाड़ शुरू करें',
  yourPickups: 'आपके पिकअप',
  walletHistory: 'वॉलेट का इतिहास',
  wallet: 'वॉलेट',
};
