import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './order-emails.ts';

export const orderEmailTexts: Twin<typeof english.orderEmailTexts> = {
  rupees: (amount) => `₹${amount}`,
  itemLine: (name, quantity, unitPrice) => `${name}: ${quantity} किलो, ${unitPrice}/किलो`,
  greeting: (name) => `नमस्ते ${name},`,
  openPickups: 'पिकअप खोलें',
  rows: { order: 'ऑर्डर', pickup: 'पिकअप', customer: 'ग्राहक', phone: 'फ़ोन', address: 'पता', items: 'सामान', total: 'कुल', status: 'स्थिति', pickupCode: 'पिकअप कोड' },
  newOrder: {
    subject: (order) => `नया पिकअप अनुरोध ${order}`,
    intro: 'एक ग्राहक ने आपके साथ पिकअप बुक किया है। कृपया अपने पिकअप पेज से इसे स्वीकार करें या रद्द करें।',
  },
  statusChanged: {
    subject: (order, status) => `पिकअप ${order}: ${status}`,
    intro: (changedBy, order, status) => `${changedBy} ने पिकअप ${order} की स्थिति '${status}' कर दी।`,
    codeNote: ' दरवाज़े पर डीलर आपका सामान तौलेंगे; फिर आपके पिकअप कार्ड पर वज़न, कुल रकम और आपका पिकअप कोड दिखेगा। सहमत हों तभी कोड दें।',
    byCustomer: (name) => `ग्राहक ${name}`,
    byDealer: (name) => `डीलर ${name}`,
  },
  newCode: {
    subject: (order) => `पिकअप ${order}: आपका नया पिकअप कोड`,
    intro: (order, code) => `${order} के लिए आपका नया पिकअप कोड ${code} है। इसे दरवाज़े पर डीलर को दें; पुराना कोड अब काम नहीं करेगा।`,
  },
  reminder: {
    subject: (order) => `पिकअप ${order} कल है`,
    intro: (order) => `याद दिलाना: डीलर कल पिकअप ${order} के लिए आएँगे। अपना कबाड़ और पिकअप कोड तैयार रखें।`,
  },
  booked: {
    subject: (order) => `पिकअप ${order} बुक हो गया`,
    intro: (order) => `आपका पिकअप ${order} बुक हो गया है। डीलर के स्वीकार करने पर हम आपको बताएँगे।`,
  },
};
