import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './texts.ts';

export const resaleTexts: Twin<typeof english.resaleTexts> = {
  menu: 'रीसाइक्लर को बेचें',
  title: 'रीसाइक्लर को बेचें',
  lead: 'जो आपने इकट्ठा किया है उसे अपने क्षेत्र में खरीदने वाले रीसाइक्लर को बेचें: उनके प्रति किलो भाव पर सामान डालें, चेकआउट करें, और जब रीसाइक्लर आपके दरवाज़े पर तौले तो उन्हें अपना पिकअप कोड दें।',
  dashboardLink: 'रीसाइक्लर को बेचें',
  dashboardLead: 'जो इकट्ठा किया उसे बेचना है? आपके क्षेत्र के रीसाइक्लर वज़न से खरीदते हैं।',
  sellFrom: 'अपने क्षेत्र से बेचें',
  sellFromHint: 'रीसाइक्लर इसी पिनकोड से पिकअप करेगा।',
  noAreas: 'पहले एक क्षेत्र का पिनकोड जोड़ें: आप अपने क्षेत्रों से ही बेचते हैं।',
  addArea: 'क्षेत्र का पिनकोड जोड़ें',
  recyclerPrices: 'रीसाइक्लर के भाव',
  loadingPrices: 'रीसाइक्लर के भाव लोड हो रहे हैं',
  noRecyclers: 'इस पिनकोड में अभी कोई रीसाइक्लर नहीं खरीदता। अपना कोई दूसरा क्षेत्र देखें।',
  cart: (count) => `कार्ट (${count})`,
  cartLabel: (count) => `कार्ट में ${count} सामान`,
  mySales: 'मेरी बिक्री',
  salesTitle: 'मेरी बिक्री',
  salesEmptyTitle: 'अभी कोई बिक्री नहीं',
  salesEmptyText: 'किसी रीसाइक्लर को बेचें, आपके पिकअप उनके कोड के साथ यहाँ दिखेंगे।',
  salesEmptyAction: 'रीसाइक्लर को बेचें',
  cartTitle: 'आपका कार्ट',
  goToSell: 'बेचने के पेज पर जाएँ',
  paidTitle: 'आपकी बिक्री का भुगतान',
  paidLink: 'आपको भुगतान',
};
