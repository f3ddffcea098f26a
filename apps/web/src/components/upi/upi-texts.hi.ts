import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './upi-texts.ts';

export const upiTexts: Twin<typeof english.upiTexts> = {
  heading: 'UPI से भुगतान करें',
  amountLabel: 'रकम',
  payeeLabel: 'किसे भुगतान करें',
  referenceLabel: 'संदर्भ',
  payButton: 'UPI ऐप से भुगतान करें',
  payButtonHint: 'इस फ़ोन पर एक UPI ऐप (BHIM, Google Pay, PhonePe, Paytm…) खुलेगा, जिसमें पाने वाले का नाम और सही रकम पहले से भरी होगी।',
  qrHint: 'या किसी दूसरे फ़ोन पर किसी भी UPI ऐप से यह कोड स्कैन करें।',
  qrAlt: (amountText, payeeName) => `UPI QR कोड: ${payeeName} को ${amountText} का भुगतान करें`,
  qrLoading: 'QR कोड बन रहा है…',
  qrFailed: 'QR कोड यहाँ नहीं बन सका। ऊपर वाला बटन इस्तेमाल करें।',
};
