import type { Twin } from '../i18n/catalogue.ts';
import type * as english from './verified-dealer-messages.ts';

export const verifiedDealerMessages: Twin<typeof english.verifiedDealerMessages> = {
  notBookable: 'यह डीलर अभी सत्यापित नहीं है, इसलिए इनके साथ अभी पिकअप बुक नहीं किया जा सकता।',
};
