import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './setup-texts.ts';

export const setupTexts: Twin<typeof english.setupTexts> = {
  title: 'ग्राहक आपको ढूँढ सकें, उससे पहले',
  lead: 'ये काम पूरे करें, ताकि आपके पास के ग्राहक आपको ढूँढ सकें और पिकअप बुक कर सकें।',
  notVisible: 'अभी ग्राहक आपको नहीं देख सकते: नीचे के सारे काम पूरे होने तक वे आपको न ढूँढ सकते हैं, न बुक कर सकते हैं।',
  rejectedReason: (reason) => `एडमिन का कारण: ${reason}`,
  verifiedOn: (date) => `${date} को सत्यापित`,
  items: {
    documents: 'अपने दस्तावेज़ अपलोड करें',
    documentsSent: 'दस्तावेज़ भेज दिए',
    documentsVerified: 'एडमिन ने दस्तावेज़ जाँच लिए',
    documentsAgain: 'अपने दस्तावेज़ फिर से अपलोड करें',
    areas: 'कम से कम एक क्षेत्र का पिनकोड जोड़ें',
    prices: 'कम से कम एक भाव डालें',
  },
  states: {
    done: 'पूरा हुआ',
    awaitingReview: 'एडमिन की जाँच बाकी है',
    rejected: 'नामंज़ूर',
    todo: 'करना है',
  },
};
