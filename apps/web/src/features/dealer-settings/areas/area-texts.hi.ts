import type { Twin } from '@kt/contract/i18n/catalogue';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';
import { limits } from '@kt/contract/limits';
import type * as english from './area-texts.ts';

export const areaTexts: Twin<typeof english.areaTexts> = {
  // The contract's message, read when shown: it answers in the page's language itself.
  get rule() {
    return dealerAreaMessages.pincodeDirectAddLimit;
  },
  searchTitle: 'अपना क्षेत्र खोजें',
  pincode: 'पिनकोड',
  search: 'खोजें',
  searching: 'खोज रहे हैं…',
  state: 'राज्य',
  city: 'शहर',
  area: 'क्षेत्र',
  chooseAreaPlaceholder: 'अपना क्षेत्र चुनें',
  add: 'जोड़ें',
  request: 'जोड़ने का अनुरोध भेजें',
  adding: 'जोड़ रहे हैं…',
  requestNote: `आप पहले से ${limits.dealerDirectPincodes} पिनकोड में काम करते हैं: यह पिनकोड मंज़ूरी के लिए एडमिन के पास जाएगा।`,
  listTitle: 'आपके क्षेत्र',
  listCount: (n) => `(${limits.dealerPincodeSlots} में से ${n})`,
  loadingList: 'आपके क्षेत्र लोड हो रहे हैं',
  empty: 'आपने अभी कोई क्षेत्र नहीं जोड़ा है। पहला क्षेत्र जोड़ने के लिए ऊपर पिनकोड खोजें।',
  delete: 'हटाएँ',
  deleteName: (pincode, area) => `${pincode}, ${area} हटाएँ`,
  confirmTitle: 'यह क्षेत्र हटाएँ?',
  confirmText: (pincode, area) => `${pincode} (${area}) के ग्राहक अब आपको नहीं ढूँढ पाएँगे।`,
  keep: 'रहने दें',
  confirmDelete: 'हाँ, हटाएँ',
  deleting: 'हटा रहे हैं…',
  requestsTitle: 'आपके पिनकोड अनुरोध',
  requestedOn: 'अनुरोध की तारीख़',
  requestStatuses: { Pending: 'बाकी', Approved: 'मंज़ूर', Rejected: 'नामंज़ूर' },
};
