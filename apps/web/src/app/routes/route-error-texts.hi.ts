import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './route-error-texts.ts';

export const routeErrorTexts: Twin<typeof english.routeErrorTexts> = {
  title: 'माफ़ कीजिए',
  notShown: (status) => `यह पेज नहीं दिखाया जा सका (${status})।`,
  notLoaded: 'यह पेज लोड नहीं हो सका। कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
  failed: 'यह पेज दिखाते समय कुछ गड़बड़ हो गई।',
  tryAgain: 'फिर से कोशिश करें',
  home: 'होम पेज पर जाएँ',
};
