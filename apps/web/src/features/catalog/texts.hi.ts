import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './texts.ts';

export const catalogTexts: Twin<typeof english.catalogTexts> = {
  noMatch: 'आपकी खोज से कोई श्रेणी नहीं मिली।',
  loading: 'श्रेणियाँ लोड हो रही हैं',
};
