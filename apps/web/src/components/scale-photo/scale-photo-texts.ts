/** The words of the scale's photo (issue 28). One place, so a second language is one more object. */
export const scalePhotoTexts = {
  loading: 'Loading the photo…',
  failed: 'Could not load the photo.',
} as const;
