import type { Twin } from '@kt/contract/i18n/catalogue';
import { limits } from '@kt/contract/limits';
import type * as english from './texts.ts';

const kb = (bytes: number) => Math.round(bytes / 1024);

export const employeeTexts: Twin<typeof english.employeeTexts> = {
  intro:
    'हम हर नए कर्मचारी को उसका ई-मेल पक्का करने का लिंक भेजते हैं; उसके बाद वह डीलर साइन इन पर अपने ई-मेल और पासवर्ड से साइन इन करता है, और सिर्फ़ आपके पिकअप देखता है।',
  formTitle: 'नया कर्मचारी',
  methodLabel: 'कर्मचारी कैसे जोड़ें',
  methods: { email: 'ई-मेल से जोड़ें', mobile: 'मोबाइल नंबर से जोड़ें' },
  mobileIntro:
    'कर्मचारी डीलर साइन इन पर अपने मोबाइल नंबर और हमारे भेजे कोड से साइन इन करता है; पहला कोड उसका नंबर पक्का करता है। वह सिर्फ़ आपके पिकअप देखता है।',
  mobileLabels: {
    username: 'नाम',
    mobile_number: 'मोबाइल नंबर',
    aadhar_card: 'आधार कार्ड',
    ProfilePic: 'प्रोफ़ाइल फ़ोटो (ज़रूरी नहीं)',
  },
  mobileHint: '10 अंक, जो 6, 7, 8 या 9 से शुरू हों',
  loadingForm: 'फ़ॉर्म लोड हो रहा है',
  labels: {
    email: 'ई-मेल',
    username: 'नाम',
    password: 'पासवर्ड',
    mobile_number: 'मोबाइल नंबर',
    aadhar_card: 'आधार कार्ड',
    ProfilePic: 'प्रोफ़ाइल फ़ोटो (ज़रूरी नहीं)',
  },
  passwordHint: `कम से कम ${limits.employeePasswordMin} अक्षर`,
  aadharRule: `ज़रूरी। ${kb(limits.documentPdfMaxBytes)} KB तक की PDF, या ${kb(limits.documentImageMaxBytes)} KB तक की JPEG, PNG या WebP फ़ोटो।`,
  pictureRule: `${kb(limits.documentImageMaxBytes)} KB तक की JPEG, PNG या WebP फ़ोटो।`,
  submit: 'कर्मचारी जोड़ें',
  submitting: 'जोड़ रहे हैं…',
  listTitle: 'आपके कर्मचारी',
  loading: 'आपके कर्मचारी लोड हो रहे हैं',
  empty: 'आपने अभी कोई कर्मचारी नहीं जोड़ा है।',
  showMore: 'और कर्मचारी दिखाएँ',
  loadingMore: 'और कर्मचारी लोड हो रहे हैं…',
  ktId: 'KT ID',
  pictureAlt: (name) => `${name} की फ़ोटो`,
  noPicture: 'फ़ोटो नहीं है',
  remove: 'हटाएँ',
  removeLabel: (name) => `${name} को हटाएँ`,
  confirmTitle: 'यह कर्मचारी हटाएँ?',
  confirmBody: (name, contact) => `${name} (${contact}) साइन आउट हो जाएगा और फिर साइन इन नहीं कर पाएगा।`,
  keep: 'रहने दें',
  confirmRemove: 'हाँ, हटाएँ',
  removing: 'हटा रहे हैं…',
};
