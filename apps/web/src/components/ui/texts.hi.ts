import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './texts.ts';

export const uiTexts: Twin<typeof english.uiTexts> = {
  tryAgain: 'फिर से कोशिश करें',
  dismiss: 'बंद करें',
  stepCount: (current, total) => `चरण ${current} / ${total}`,
  play: 'चलाएँ',
  pause: 'रोकें',
  playLabel: (label) => `${label} चलाएँ`,
  pauseLabel: (label) => `${label} रोकें`,
  show: 'दिखाएँ',
  hide: 'छिपाएँ',
  showLabel: (label) => `${label} दिखाएँ`,
  hideLabel: (label) => `${label} छिपाएँ`,
  ok: 'ठीक है',
};
