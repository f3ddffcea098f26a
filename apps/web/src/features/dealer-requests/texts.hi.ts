import type { Twin } from '@kt/contract/i18n/catalogue';
import { messages } from '@kt/contract/messages';
import type * as english from './texts.ts';

export const dealerRequestTexts: Twin<typeof english.dealerRequestTexts> = {
  title: 'अनुरोध',
  lead: 'आपके मार्केटप्लेस पेज पर आने वालों और ग्राहकों ने आपको जो भेजा।',
  tabsLabel: 'अनुरोध दिखाएँ',
  tabs: {
    pickups: 'पिकअप के अनुरोध',
    messages: 'संदेश',
    ratings: 'रेटिंग',
    inquiries: 'पूछताछ',
  },
  lists: {
    pickups: 'पिकअप के अनुरोध',
    messages: 'संदेश',
    ratings: 'रेटिंग',
    inquiries: 'पूछताछ',
  },
  loading: {
    pickups: 'आपके पिकअप के अनुरोध लोड हो रहे हैं',
    messages: 'आपके संदेश लोड हो रहे हैं',
    ratings: 'आपकी रेटिंग लोड हो रही हैं',
    inquiries: 'आपकी पूछताछ लोड हो रही हैं',
  },
  empty: {
    pickups: {
      title: 'अभी पिकअप का कोई अनुरोध नहीं',
      text: 'आपके मार्केटप्लेस पेज पर आने वाले वहीं आपसे पिकअप माँग सकते हैं। उनके अनुरोध यहाँ दिखेंगे।',
    },
    messages: {
      title: 'अभी कोई संदेश नहीं',
      text: 'आपके मार्केटप्लेस पेज पर आने वाले वहीं आपको लिख सकते हैं। उनके संदेश यहाँ दिखेंगे।',
    },
    ratings: {
      title: 'अभी कोई रेटिंग नहीं',
      text: 'ग्राहक आपके मार्केटप्लेस पेज पर आपको रेटिंग दे सकते हैं। उनकी रेटिंग यहाँ दिखेंगी।',
    },
    inquiries: {
      title: 'अभी कोई पूछताछ नहीं',
      text: 'ग्राहक बेचें पेज से अपने सामान के बारे में आपसे पूछ सकते हैं। उनकी पूछताछ यहाँ दिखेगी।',
    },
  },
  marketplaceLink: 'अपना मार्केटप्लेस पेज देखें',
  showMore: 'और दिखाएँ',
  loadingMore: 'और लोड हो रहे हैं…',

  statuses: { New: 'नया', Done: 'पूरा हुआ', Declined: 'मना किया' },
  slot: (date, time) => `${date}, ${time} बजे`,
  pickupOn: (slot) => `पिकअप: ${slot}`,
  // The contract's words, read when shown: they answer in the page's language themselves.
  get pickupToBeAgreed() {
    return `पिकअप: ${messages.marketplaceArea.scheduleWhenToBeAgreed}`;
  },
  name: 'नाम',
  phone: 'फ़ोन',
  email: 'ई-मेल',
  address: 'पता',
  stateCountry: 'राज्य और देश',
  subject: 'विषय',
  message: 'संदेश',
  review: 'समीक्षा',
  noReview: 'कोई समीक्षा नहीं',
  description: 'विवरण',
  sentOn: 'भेजा गया',
  kilograms: (quantity) => `${quantity} किलो`,
  itemPictureAlt: (item) => `${item} की फ़ोटो`,
  messageFrom: (name) => `${name} का संदेश`,
  stars: (rating, max) => `${max} में से ${rating}`,
  verifiedPickup: 'सत्यापित पिकअप',
  yourReply: 'आपका जवाब (सबको दिखता है)',
  replyLabel: 'सबके सामने जवाब दें',
  replyHint: 'यह आपके मार्केटप्लेस पेज पर रेटिंग के नीचे दिखेगा। आप एक ही बार जवाब दे सकते हैं।',
  reply: 'जवाब भेजें',
  replying: 'भेज रहे हैं…',

  markDone: 'पूरा हुआ मानें',
  markingDone: 'मान रहे हैं…',
  decline: 'मना करें',
  declining: 'मना कर रहे हैं…',
  actionLabel: (action, name, slot) =>
    slot === null ? `${action}: ${name} का पिकअप, ${messages.marketplaceArea.scheduleWhenToBeAgreed}` : `${action}: ${name} का पिकअप, ${slot}`,
};
