import type { Twin } from '../i18n/catalogue.ts';
import type * as english from './commission-messages.ts';

export const commissionMessages: Twin<typeof english.commissionMessages> = {
  utrRequired: 'कृपया अपने UPI भुगतान का 12 अंकों का UTR भरें।',
  utrInvalid: 'कृपया UTR वैसे ही भरें जैसे भुगतान के बाद आपका UPI ऐप 12 अंक दिखाता है: केवल अंक, कोई स्पेस या अक्षर नहीं।',
  statementInvalid: 'स्टेटमेंट नंबर KTS के बाद 14 अंक होता है, जैसे KTS00000042202611।',
  statementNotYours: 'यह स्टेटमेंट आपका नहीं है: आप केवल अपना कमीशन भर सकते हैं।',
  nothingDue: 'इस स्टेटमेंट पर कुछ भी बाकी नहीं है।',
  paymentWaiting: 'इस स्टेटमेंट का आपका भुगतान जाँच के इंतज़ार में है। आप दूसरा UTR तभी भेज सकते हैं जब यह अस्वीकार हो जाए।',
  utrUsed: 'यह UTR पहले ही भेजा जा चुका है। कृपया अपने UPI ऐप में नंबर जाँचें।',
  submitted: 'धन्यवाद। आपका UTR भेज दिया गया है: हम भुगतान जाँच कर आपको बताएँगे।',
  paymentNotFound: 'ऐसा कोई कमीशन भुगतान नहीं है।',
  paymentDecided: 'यह भुगतान पहले ही सत्यापित या अस्वीकार किया जा चुका है।',
  paymentVerified: 'भुगतान सत्यापित किया गया। डीलर को बता दिया गया है।',
  paymentRejected: 'भुगतान अस्वीकार किया गया। डीलर को बता दिया गया है।',
  paymentStatusInvalid: 'भेजा गया, सत्यापित या अस्वीकार चुनें।',
  settingsVpaInvalid: 'कृपया name@bank जैसी UPI ID डालें, या इसे खाली छोड़ें।',
  settingsPayeeNameTooLong: 'UPI पाने वाले का नाम UPI ऐप में दिखने से ज़्यादा लंबा है: कृपया इसे छोटा करें।',
};
