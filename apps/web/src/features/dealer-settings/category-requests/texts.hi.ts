import type { Twin } from '@kt/contract/i18n/catalogue';
import { limits } from '@kt/contract/limits';
import type * as english from './texts.ts';

export const categoryRequestTexts: Twin<typeof english.categoryRequestTexts> = {
  lead: 'ऐसा कबाड़ खरीदते हैं जो हमारी श्रेणियों में नहीं है? उसे जोड़ने के लिए हमसे कहें। एडमिन हर अनुरोध देखते हैं।',
  formHeading: 'नई श्रेणी का अनुरोध',
  nameLabel: 'श्रेणी का नाम',
  descriptionLabel: 'विवरण',
  imageLabel: 'श्रेणी की फ़ोटो',
  imageRule: `JPEG, PNG या WebP, ज़्यादा से ज़्यादा ${limits.categoryImageMaxBytes / 1024} KB`,
  submit: 'अनुरोध भेजें',
  listHeading: 'आपके अनुरोध',
  loadingList: 'आपके अनुरोध लोड हो रहे हैं',
  empty: 'आपने अभी किसी श्रेणी का अनुरोध नहीं किया है।',
  showMore: 'और अनुरोध दिखाएँ',
  loadingMore: 'और अनुरोध लोड हो रहे हैं…',
  requestedOn: (date) => `अनुरोध की तारीख़: ${date}`,
  reason: 'कारण',
  statuses: { Pending: 'बाकी', Approved: 'मंज़ूर', Rejected: 'नामंज़ूर' },
};
