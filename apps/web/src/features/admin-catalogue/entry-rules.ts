import { catalogueRules } from '@kt/contract/admin/catalogue-rules';
import { messages } from '@kt/contract/messages';
import { ApiError } from '../../lib/api-client.ts';


/** Why a chosen picture cannot be sent, or null when it can (or none is chosen). The server checks the content too. */
export function pictureProblem(file: File | null): string | null {
  if (!file || file.size === 0) return null;
  if (!(catalogueRules.imageTypes as readonly string[]).includes(file.type)) return messages.admin.catalogueImageWrongType;
  if (file.size > catalogueRules.imageMaxBytes) return messages.admin.catalogueImageTooLarge;
  return null;
}

/** Why a name cannot be sent (the contract's rule), or null. */
export function nameProblem(value: string): string | null {
  const name = value.trim();
  if (name === '') return messages.admin.catalogueNameRequired;
  if (name.length > catalogueRules.nameMaxLength) return messages.admin.catalogueNameTooLong;
  return null;
}

/** Why a position cannot be sent, or null; empty is fine (a new entry goes last, an edited one stays). */
export function positionProblem(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  return /^\d{1,4}$/.test(text) && Number(text) <= catalogueRules.positionMax ? null : messages.admin.cataloguePositionInvalid;
}

export type FieldErrors = Partial<Record<'name' | 'picture' | 'position' | 'category' | 'reason', string>>;

/** The server's field names as the forms' ones. */
const formFields: Record<string, keyof FieldErrors> = {
  name: 'name',
  image: 'picture',
  position: 'position',
  category_id: 'category',
  reason: 'reason',
};

/**
 * A refusal of the server: each field's first message at its field, a refused upload (413, 415)
 * at the picture, anything else as the form's alert.
 */
export function readRefusal(error: unknown): { alert: string | null; errors: FieldErrors } {
  if (!(error instanceof ApiError)) return { alert: messages.general.loadFailed, errors: {} };
  const errors: FieldErrors = {};
  for (const [name, texts] of Object.entries(error.body?.fields ?? {})) {
    const field = formFields[name];
    if (field && texts[0]) errors[field] ??= texts[0];
  }
  if (Object.keys(errors).length === 0 && (error.status === 413 || error.status === 415)) {
    return { alert: null, errors: { picture: error.message } };
  }
  const shown = new Set(Object.values(errors));
  return { alert: shown.has(error.message) ? null : error.message, errors };
}
