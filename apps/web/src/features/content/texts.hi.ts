import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './texts.ts';

export const contentTexts: Twin<typeof english.contentTexts> = {
  faqEmpty: 'यहाँ अभी कोई सवाल नहीं है। संपर्क पेज पर हमसे पूछें, हम जवाब देंगे।',
  faqLoading: 'सवाल लोड हो रहे हैं',
  teamTitle: 'हमारी टीम के सदस्य',
  teamCards: 'टीम के सदस्यों के कार्ड',
  happyCustomers: 'हमारे ख़ुश ग्राहक',
  testimonials: (title) => `${title}: उनकी बातें`,
  vote: {
    title: 'आपका वोट क़ीमती है',
    question: 'क्या आपको घर के दरवाज़े से कबाड़ पिकअप की सेवा चाहिए?',
    yes: 'हाँ',
    no: 'नहीं',
    total: 'कुल',
    alreadyVoted: 'आप पहले ही वोट कर चुके हैं।',
  },
};

export const publicFormTexts: Twin<typeof english.publicFormTexts> = {
  name: 'नाम',
  email: 'ई-मेल',
  phone: 'फ़ोन',
  message: 'संदेश',
  subject: 'विषय',
  linkedin: 'LinkedIn प्रोफ़ाइल',
  linkedinPlaceholder: 'https://www.linkedin.com/in/your-name',
  domain: 'डोमेन',
  chooseDomain: 'डोमेन चुनें',
  cv: 'CV (PDF)',
  submit: 'भेजें',
  application: (title) => `${title} के लिए आवेदन`,
  suggestionTitle: 'हमारे लिए कोई सुझाव?',
  suggestionLead: 'हमें बताएँ कि हम आपकी सेवा और अच्छी तरह कैसे कर सकते हैं।',
  skip: 'छोड़ें',
  done: 'हो गया',
  contactDialogTitle: 'हमसे संपर्क करें',
  contactHeading: 'हमें संदेश भेजें',
  send: 'भेजें',
  suggestionThanks: 'आपके सुझाव के लिए धन्यवाद।',
};
