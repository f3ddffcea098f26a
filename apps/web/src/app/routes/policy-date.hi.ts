import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './policy-date.ts';

export const policyDateTexts: Twin<typeof english.policyDateTexts> = {
  lastUpdated: 'अंतिम अपडेट: 21 नवंबर 2026',
};
