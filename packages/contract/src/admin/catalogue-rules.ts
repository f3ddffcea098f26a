// Zod-free: the endpoint definitions' file rules and the message catalogue read these.
import { limits } from '../limits.ts';
import { pictureTypes } from '../files/file-rules.ts';

/** Limits of the catalogue an admin edits (issue 15): categories and subcategories with pictures. */
export const catalogueRules = {
  nameMaxLength: 100,
  /** Order in the public lists: smaller first, then the order they were added in. */
  positionMax: 9999,
  /** The same bound as a dealer's category request picture, so an approved request's picture always fits. */
  imageMaxBytes: limits.categoryImageMaxBytes,
  /** Checked by content on the server; the browser checks the declared type first. */
  imageTypes: pictureTypes,
} as const;
