import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './receipt-texts.ts';

export const receiptTexts: Twin<typeof english.receiptTexts> = {
  // The labels the page shares (the contract's receiptLabels), worded as the page's twin words them.
  completedOn: 'पूरा होने की तारीख़',
  pickupSlot: 'पिकअप का समय',
  seller: 'विक्रेता',
  dealer: 'डीलर',
  address: 'पता',
  mobile: 'मोबाइल',
  item: 'सामान',
  weight: 'वज़न',
  addedAtDoor: 'दरवाज़े पर जोड़ा गया',
  total: 'कुल भुगतान',
  adjustment: 'शिकायत का समायोजन (सही पाई गई)',
  payment: 'भुगतान',
  reference: 'संदर्भ',
  utr: 'UPI संदर्भ (UTR)',
  scalePhoto: 'तराज़ू की रीडिंग की फ़ोटो',
  scalePhotoOnPage: 'रसीद के पेज पर दिखाई गई है।',
  commission: 'डीलर पर बाकी प्लेटफ़ॉर्म कमीशन',
  methods: { cash: 'नकद', upi: 'UPI' },
  sellerDealerTypes: { Kabadi: 'कबाड़ीवाला', Collector: 'कलेक्टर' },
  // The PDF's and the e-mail's own words.
  title: 'पिकअप की रसीद',
  order: 'ऑर्डर',
  rate: 'दर (₹)',
  amount: 'रकम (₹)',
  footer: 'तय दरों पर रकम: हर वज़न × दर, पैसे तक पूरी की गई।',
  mailSubject: (orderNumber) => `आपके पिकअप ${orderNumber} की रसीद`,
  mailGreeting: (name) => `नमस्ते ${name},`,
  mailIntro: (orderNumber) => `आपका पिकअप ${orderNumber} पूरा हो गया है। यह रही आपकी रसीद।`,
  mailAction: 'अपनी रसीद खोलें',
  mailItems: 'सामान',
  money: (amount) => `₹${amount}`,
  units: { kg: 'किलो' },
};
