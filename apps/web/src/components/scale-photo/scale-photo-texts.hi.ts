import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './scale-photo-texts.ts';

export const scalePhotoTexts: Twin<typeof english.scalePhotoTexts> = {
  loading: 'फ़ोटो लोड हो रही है…',
  failed: 'फ़ोटो लोड नहीं हो सकी।',
};
