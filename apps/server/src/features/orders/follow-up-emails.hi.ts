import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './follow-up-emails.ts';

export const followUpEmailTexts: Twin<typeof english.followUpEmailTexts> = {
  unansweredSubject: (order) => `पिकअप ${order} का अभी तक जवाब नहीं मिला`,
  unansweredIntro:
    'डीलर ने अपने कामकाजी दिन (सुबह 8 से शाम 7 बजे) के 4 घंटों में आपके पिकअप अनुरोध को न स्वीकार किया, न मना किया। आप यही सामान अपने पिनकोड के किसी दूसरे डीलर के साथ एक ही कदम में बुक कर सकते हैं।',
  unansweredAction: 'दूसरे डीलर के साथ बुक करें',
  noShowSubject: (order) => `पिकअप ${order} के लिए कोई नहीं आया, ऐसी शिकायत आई है`,
  noShowCancelledIntro: 'ग्राहक के अनुसार पिकअप के समय में कोई नहीं आया, और उन्होंने पिकअप रद्द कर दिया है।',
  noShowRescheduledIntro: 'ग्राहक के अनुसार पिकअप के समय में कोई नहीं आया, और वे नई तारीख़ माँग रहे हैं। इसे अपने पिकअप पेज पर स्वीकार करें या मना करें।',
  proposalSubject: (order) => `पिकअप ${order} के लिए नई तारीख़ माँगी गई है`,
  proposalIntro: 'डीलर आपका पिकअप नई तारीख़ पर करना चाहते हैं। इसे अपने पिकअप पेज पर स्वीकार करें या मना करें।',
  answerSubject: (order, accepted) => `पिकअप ${order} की नई तारीख़ ${accepted ? 'स्वीकार की गई' : 'मना कर दी गई'}`,
  answerIntro: (by, accepted) =>
    `${by === 'customer' ? 'ग्राहक' : 'डीलर'} ने ${accepted ? 'नई तारीख़ स्वीकार कर ली: पिकअप अब उसी तारीख़ पर होगा' : 'नई तारीख़ मना कर दी: पिकअप अपनी पुरानी तारीख़ पर ही रहेगा'}।`,
  greeting: (name) => `नमस्ते ${name},`,
  order: 'ऑर्डर',
  pickup: 'पिकअप',
  newDate: 'नई तारीख़',
  reason: 'कारण',
  open: 'अपने पिकअप खोलें',
};
