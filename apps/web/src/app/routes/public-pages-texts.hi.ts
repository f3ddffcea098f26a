import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './public-pages-texts.ts';

export const publicPagesTexts: Twin<typeof english.publicPagesTexts> = {
  contact: {
    lead: 'कबाड़ बेचने, डीलर बनने या हमारे साथ काम करने के बारे में सवाल हैं? हम मदद के लिए तैयार हैं।',
  },
  faq: {
    lead: 'कबाड़ बेचने और स्थानीय डीलरों के साथ काम करने के बारे में लोग हमसे सबसे ज़्यादा जो पूछते हैं, उनके जवाब।',
  },
  sell: {
    searchLabel: 'श्रेणियाँ और कबाड़ के सामान खोजें',
    lead: 'चुनें कि आप क्या बेचना चाहते हैं। आपके पास के डीलर वज़न के हिसाब से, ₹ प्रति किलो में भुगतान करते हैं।',
    searching: 'कबाड़ के सामान खोजे जा रहे हैं…',
  },
};
