import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './texts.ts';

export const siteSettingsTexts: Twin<typeof english.siteSettingsTexts> = {
  footer: {
    title: 'संपर्क',
    writeToUs: 'हमें लिखें',
    social: (siteName, network) => `${network} पर ${siteName}`,
  },
  contact: {
    headOffice: 'मुख्य दफ़्तर',
    email: 'ई-मेल',
    phone: 'फ़ोन',
    loading: 'हमारे संपर्क की जानकारी लोड हो रही है',
    notPublished: 'हमारा पता, ई-मेल और फ़ोन नंबर अभी नहीं दिए गए हैं। फ़ॉर्म से हमें लिखें, हम जवाब देंगे।',
  },
  policy: {
    headOfficeAt: (addressLines) => `, जिसका मुख्य दफ़्तर ${addressLines.join(', ')} में है`,
    contactForm: 'हमारे ',
    contactPage: 'संपर्क पेज का फ़ॉर्म',
  },
  certificate: {
    title: 'मान्यता प्राप्त स्टार्टअप',
    alt: (legalName) => `एक राष्ट्रीय स्टार्टअप कार्यक्रम की ओर से ${legalName} को मिला मान्यता प्रमाणपत्र`,
    text: (legalName, established) => `${legalName} को एक राष्ट्रीय स्टार्टअप कार्यक्रम से मान्यता मिली है। हमारी शुरुआत ${established} को हुई।`,
  },
};
