import type { Twin } from '../i18n/catalogue.ts';
import type * as english from './weights-messages.ts';

export const weightsMessages: Twin<typeof english.weightsMessages> = {
  noProposal: 'पहले वज़न डालें: कोड देने से पहले ग्राहक उन्हें देखता है।',
  staleProposal: 'ग्राहक के देखने के बाद वज़न बदल गए हैं: ग्राहक से नया कोड माँगें।',
  onlyAcceptedWeighs: 'वज़न केवल तभी डाले जा सकते हैं जब ऑर्डर स्वीकार किया गया हो।',
  codeAfterWeighing: 'डीलर के आपका सामान तौलने के बाद पिकअप कोड दिखेगा।',
  utrInvalid: 'भुगतान के बाद UPI ऐप में दिखा 12 अंकों का UTR डालें',
  vpaInvalid: 'name@bank जैसी UPI ID डालें',
  scalePhotoWrongType: 'तराज़ू की JPEG, PNG या WebP फ़ोटो चुनें।',
  scalePhotoTooLarge: 'तराज़ू की फ़ोटो ज़्यादा से ज़्यादा 2 MB की होनी चाहिए।',
  scalePhotoNotFound: 'ऐसी कोई फ़ोटो नहीं है।',
};
