import type { Twin } from '../i18n/catalogue.ts';
import { siteName } from '../site.ts';
import type * as english from './message-texts.ts';

/**
 * The Hindi SMS and WhatsApp texts (issue 29): what a Hindi account receives. The providers'
 * Hindi templates (DLT for SMS, WhatsApp's 'hi' templates) must be registered with the same
 * words and the parameters in the English template's order.
 */
export const messageTexts: Twin<typeof english.messageTexts> = {
  otp: `{code} आपका ${siteName} कोड है। यह 10 मिनट में खत्म हो जाएगा। इसे किसी के साथ साझा न करें।`,
  booked: 'पिकअप {order} {date}, {slot} के लिए बुक हो गया है। डीलर के स्वीकार करने पर हम आपको बताएँगे। {link}',
  accepted: 'पिकअप {order} {date}, {slot} के लिए स्वीकार किया गया है। डीलर के आपका सामान तौलने के बाद आपका पिकअप कोड आपके पिकअप कार्ड पर दिखेगा। {link}',
  cancelled_by_dealer: 'पिकअप {order} डीलर ने रद्द कर दिया। {link}',
  reminder: 'याद दिलाना: पिकअप {order} कल है, {date}, {slot}। अपना पिकअप कोड तैयार रखें। {link}',
  completed: 'पिकअप {order} पूरा हुआ। ₹{amount} का भुगतान हुआ। आपकी रसीद: {link}',
  new_pickup: 'नया पिकअप अनुरोध {order}: {date}, {slot}, पिनकोड {pincode}। सामान: {items}। स्वीकार करें या रद्द करें: {link}',
  cancelled_by_customer: 'पिकअप {order} ग्राहक ने रद्द कर दिया। {link}',
  inquiry: 'नई पूछताछ: {item}, {quantity} किलो, {name} से। {link}',
  document_decision: 'आपके दस्तावेज़ {decision}। {link}',
  area_decision: 'पिनकोड {pincode} में सेवा देने का आपका अनुरोध {decision}। {link}',
  pickup_unanswered: 'डीलर ने पिकअप {order} का अभी तक जवाब नहीं दिया है। आप यही सामान किसी दूसरे डीलर के साथ बुक कर सकते हैं: {link}',
  reschedule_request: 'डीलर पिकअप {order} को {date}, {slot} पर करना चाहते हैं: {reason}। स्वीकार करें या मना करें: {link}',
  reschedule_decision: 'डीलर ने पिकअप {order} की नई तारीख़ {decision}। {link}',
  no_show_reported: 'ग्राहक के अनुसार पिकअप {order} के लिए कोई नहीं आया, और उन्होंने {outcome}। {link}',
  reschedule_reply: 'ग्राहक ने पिकअप {order} की नई तारीख़ {decision}। {link}',
  dispute_opened: 'ग्राहक ने पिकअप {order} की शिकायत की है: {reason}। शिकायत में जवाब दें: {link}',
  dispute_decided: 'पिकअप {order} की शिकायत पर फ़ैसला हो गया: {outcome}। {link}',
  dispute_closed: 'पिकअप {order} पर आपकी शिकायत का फ़ैसला हो गया: {outcome}। {link}',
  commission_decision: 'स्टेटमेंट {statement} के लिए आपका कमीशन भुगतान {decision}। {link}',
};

export const messageValueTexts: Twin<typeof english.messageValueTexts> = {
  itemQuantity: (name, kg) => `${name} ${kg} किलो`,
  moreItems: (count) => `+${count} और`,
  documentsVerified: 'सत्यापित हो गए',
  documentsRejected: 'स्वीकार नहीं किए गए',
  areaApproved: 'मंज़ूर हो गया',
  areaRejected: 'मंज़ूर नहीं हुआ',
  disputeReasons: { wrong_weight: 'गलत वज़न', wrong_price: 'गलत भाव', incomplete_pickup: 'अधूरा पिकअप', bad_conduct: 'बुरा बर्ताव' },
  disputeUpheld: (amount) => `सही पाई गई: ₹${amount} जोड़े गए`,
  disputeRejected: 'खारिज',
  noShowCancelled: 'इसे रद्द कर दिया',
  noShowRescheduled: (date, slot) => `${date}, ${slot} का समय माँगा`,
  rescheduleAccepted: 'स्वीकार की',
  rescheduleDeclined: 'मना कर दी',
  commissionVerified: 'सत्यापित हो गया',
  commissionRejected: 'स्वीकार नहीं हुआ: कृपया कारण देखें और फिर से भुगतान करें',
};
