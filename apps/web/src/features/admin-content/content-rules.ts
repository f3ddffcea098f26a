import { contentLimits } from '@kt/contract/admin/content-limits';
import { messages } from '@kt/contract/messages';
import { ApiError } from '../../lib/api-client.ts';


/** The picture types the server keeps (it checks the content too). */
export const pictureTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Why a chosen picture cannot be sent, or null when it can (or when none is chosen). */
export function pictureProblem(file: File | null): string | null {
  if (!file || file.size === 0) return null;
  if (!(pictureTypes as readonly string[]).includes(file.type)) return messages.admin.contentPictureWrongType;
  if (file.size > contentLimits.pictureMaxBytes) return messages.admin.contentPictureTooLarge;
  return null;
}

/** Why a required text cannot be sent (the contract's rule, checked before sending), or null. */
export function textProblem(value: string, max: number, required: string, tooLong: string): string | null {
  const text = value.trim();
  if (text === '') return required;
  if (text.length > max) return tooLong;
  return null;
}

/** Why a position cannot be sent, or null; empty is fine (the server places the item). */
export function positionProblem(value: string): string | null {
  if (value.trim() === '') return null;
  const position = Number(value);
  return Number.isInteger(position) && position >= 0 && position <= contentLimits.positionMax ? null : messages.admin.contentPositionInvalid;
}

export type FieldErrors = Partial<Record<string, string>>;

/**
 * The server's refusal: each field's first message at its field (`fieldOf` maps the server's
 * names to the form's), a refused upload without field messages (413, 415) at the picture, and
 * anything else as the form's alert.
 */
export function readRefusal(error: unknown, fieldOf: (name: string) => string | undefined): { alert: string | null; errors: FieldErrors } {
  if (!(error instanceof ApiError)) return { alert: messages.general.loadFailed, errors: {} };
  const errors: FieldErrors = {};
  const others: string[] = [];
  for (const [name, texts] of Object.entries(error.body?.fields ?? {})) {
    const text = texts[0];
    const field = fieldOf(name);
    if (!text) continue;
    if (field) errors[field] ??= text;
    else others.push(text);
  }
  if (Object.keys(errors).length === 0 && others.length === 0 && (error.status === 413 || error.status === 415)) {
    return { alert: null, errors: { picture: error.message } };
  }
  const shown = new Set(Object.values(errors));
  const lines = [...new Set([error.message, ...others])].filter((text) => !shown.has(text));
  return { alert: lines.join('\n') || null, errors };
}

/** The words of an answer's HTML, for a short preview in the list (parsed inert: nothing runs). */
export function plainText(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return (parsed.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
