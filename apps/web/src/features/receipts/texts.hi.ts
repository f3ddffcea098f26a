import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './texts.ts';

export const receiptTexts: Twin<typeof english.receiptTexts> = {
  // The labels the PDF shares (the contract's receiptLabels), in Hindi.
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
  // The page's own words.
  title: (orderNumber) => `ऑर्डर ${orderNumber} की रसीद`,
  loading: 'रसीद लोड हो रही है',
  itemsLabel: 'दरवाज़े पर तौला गया सामान',
  rate: 'दर',
  units: { kg: 'किलो' },
  amount: 'रकम',
  print: 'प्रिंट करें',
  downloadPdf: 'PDF डाउनलोड करें',
  downloading: 'डाउनलोड हो रहा है…',
  downloadFailed: 'PDF डाउनलोड नहीं हो सका। फिर से कोशिश करें।',
  notFound: 'ऐसी कोई रसीद नहीं: यह ऑर्डर आपका नहीं है।',
  notCompleted: 'पिकअप पूरा होते ही रसीद तैयार हो जाएगी।',
  footer: 'तय दरों पर रकम: हर वज़न × दर, पैसे तक पूरी की गई।',
};
