import type { Twin } from '@kt/contract/i18n/catalogue';
import { limits } from '@kt/contract/limits';
import type * as english from './texts.ts';

/** The first words of a message, as the English catalogue cuts them. */
function excerpt(message: string): string {
  const oneLine = message.replace(/\s+/g, ' ').trim();
  return oneLine.length > 40 ? `${oneLine.slice(0, 40)}…` : oneLine;
}

export const initiativeTexts: Twin<typeof english.initiativeTexts> = {
  title: 'आपके अच्छे काम',
  lead: 'कबाड़ खरीदने के अलावा आप जो करते हैं, वह दिखाएँ: सफ़ाई अभियान, स्कूल में बात, पेड़ लगाना। हर काम, एक फ़ोटो और कुछ शब्द, आपके मार्केटप्लेस पेज पर दिखता है।',
  seePage: 'अपना मार्केटप्लेस पेज देखें',
  formHeading: 'नया काम जोड़ें',
  messageLabel: 'संदेश',
  characterCount: (count) => `${count} / ${limits.initiativeMessageMaxLength} अक्षर`,
  photoLabel: 'फ़ोटो (ज़रूरी नहीं)',
  replacePhotoLabel: 'नई फ़ोटो (ज़रूरी नहीं)',
  photoRule: `JPEG, PNG या WebP, ज़्यादा से ज़्यादा ${limits.initiativePhotoMaxBytes / (1024 * 1024)} MB`,
  removePhoto: 'फ़ोटो हटाएँ',
  submit: 'काम जोड़ें',
  adding: 'जोड़ रहे हैं…',
  listHeading: 'आपके अच्छे काम',
  loading: 'आपके काम लोड हो रहे हैं',
  empty: 'आपने अभी कोई काम नहीं जोड़ा है। आपका पहला काम आपके मार्केटप्लेस पेज पर दिखेगा।',
  showMore: 'और काम दिखाएँ',
  loadingMore: 'और काम लोड हो रहे हैं…',
  photoAlt: 'काम की फ़ोटो',
  currentPhotoAlt: 'काम की अभी की फ़ोटो',
  noPhoto: 'फ़ोटो नहीं है',
  edit: 'बदलें',
  editLabel: (message) => `काम बदलें: ${excerpt(message)}`,
  editHeading: 'काम बदलें',
  save: 'सहेजें',
  saving: 'सहेज रहे हैं…',
  cancel: 'रद्द करें',
  remove: 'हटाएँ',
  removeLabel: (message) => `काम हटाएँ: ${excerpt(message)}`,
  confirmTitle: 'यह काम हटाएँ?',
  confirmBody: (message) => `“${excerpt(message)}” अब आपके मार्केटप्लेस पेज पर नहीं दिखेगा। इसे वापस नहीं लाया जा सकता।`,
  keep: 'रहने दें',
  confirmRemove: 'हाँ, हटाएँ',
  removing: 'हटा रहे हैं…',
};
