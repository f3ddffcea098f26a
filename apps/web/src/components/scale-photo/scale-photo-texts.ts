import { defineTexts } from '@kt/contract/i18n/catalogue';
/** The words of the scale's photo (issue 28). One place, so a second language is one more object. */
export const scalePhotoTexts = defineTexts('web/components/scale-photo/scale-photo-texts', 'scalePhotoTexts', {
  loading: 'Loading the photo…',
  failed: 'Could not load the photo.',
} as const);
