import { limits } from '@kt/contract/limits';
import { defineTexts } from '@kt/contract/i18n/catalogue';

/** The first words of a message, to tell initiatives apart in buttons and dialogs. */
function excerpt(message: string): string {
  const oneLine = message.replace(/\s+/g, ' ').trim();
  return oneLine.length > 40 ? `${oneLine.slice(0, 40)}…` : oneLine;
}

/**
 * Words of the dealer's initiatives page (ours: spec 3 names the initiative, not the page), kept
 * together so they can move to the Hindi catalogue. The server's answers and the field rules
 * come from the contract's messages.
 */
export const initiativeTexts = defineTexts('web/features/dealer-settings/initiatives/texts', 'initiativeTexts', {
  title: 'Your Initiatives',
  lead: 'Show what you do beyond buying scrap: a clean-up drive, a school visit, a tree planting. Each initiative, a photo and a few words, shows in the carousel of your marketplace page.',
  seePage: 'See your marketplace page',
  formHeading: 'Add an initiative',
  messageLabel: 'Message',
  characterCount: (count: number) => `${count} / ${limits.initiativeMessageMaxLength} characters`,
  photoLabel: 'Photo (optional)',
  replacePhotoLabel: 'New photo (optional)',
  photoRule: `JPEG, PNG or WebP, at most ${limits.initiativePhotoMaxBytes / (1024 * 1024)} MB`,
  removePhoto: 'Remove photo',
  submit: 'Add initiative',
  adding: 'Adding…',
  listHeading: 'Your initiatives',
  loading: 'Loading your initiatives',
  empty: 'You have not added an initiative yet. Your first one will show on your marketplace page.',
  showMore: 'Show more initiatives',
  loadingMore: 'Loading more initiatives…',
  photoAlt: 'Photo of the initiative',
  currentPhotoAlt: 'Current photo of the initiative',
  noPhoto: 'No photo',
  edit: 'Edit',
  editLabel: (message: string) => `Edit initiative: ${excerpt(message)}`,
  editHeading: 'Edit initiative',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  remove: 'Remove',
  removeLabel: (message: string) => `Remove initiative: ${excerpt(message)}`,
  confirmTitle: 'Remove this initiative?',
  confirmBody: (message: string) => `“${excerpt(message)}” will no longer show on your marketplace page. This cannot be undone.`,
  keep: 'Keep',
  confirmRemove: 'Yes, remove',
  removing: 'Removing…',
} as const);
