import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './texts.ts';

export const impactTexts: Twin<typeof english.impactTexts> = {
  customerTitle: 'आपका असर',
  customerEmpty: 'जब कोई डीलर आपसे पिकअप पूरा कर लेगा, तब आपका असर यहाँ दिखेगा।',
  dealerTitle: 'आपकी रीसाइक्लिंग का असर',
  dealerEmpty: 'जब आप कोई पिकअप पूरा करेंगे, तब आपका असर यहाँ दिखेगा।',
  loading: 'आपका असर लोड हो रहा है',
  kgRecycled: 'रीसायकल हुआ कबाड़',
  co2Avoided: 'टला CO2 उत्सर्जन (अनुमान)',
  kg: (amount) => `${amount} किलो`,
  aboutKg: (amount) => `लगभग ${amount} किलो`,
  byCategory: 'श्रेणी के अनुसार',
  category: 'श्रेणी',
  note: 'केवल पूरे हुए पिकअप से। CO2 एक अनुमान है, जो हर श्रेणी के लिए प्रकाशित औसत कारकों (US EPA WARM) से निकाला गया है।',
  siteTitle: 'हमारा असर',
  siteFigure: (amount, siteName) => `${siteName} के ज़रिए ${amount} किलो कबाड़ रीसायकल हुआ`,
  siteCo2: (amount) => `लगभग ${amount} किलो CO2 उत्सर्जन टला (प्रकाशित औसत कारकों से निकाला गया अनुमान)।`,
};
