import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { ApiError } from '../../../lib/api-client.ts';

const m = messages.marketplaceArea;

/** The photo types the server keeps (it checks the content too). */
export const initiativePhotoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Why a chosen photo cannot be sent, or null when it can (the photo is optional). */
export function initiativePhotoProblem(file: File | null | undefined): string | null {
  if (!file || file.size === 0) return null;
  if (!(initiativePhotoTypes as readonly string[]).includes(file.type)) return m.initiativePhotoWrongType;
  if (file.size > limits.initiativePhotoMaxBytes) return m.initiativePhotoTooLarge;
  return null;
}

/** Why a message cannot be sent, or null: the contract's rule (ZInitiativeFields), checked before sending. */
export function initiativeMessageProblem(message: string): string | null {
  const text = message.trim();
  if (text === '') return m.initiativeMessageRequired;
  if (text.length > limits.initiativeMessageMaxLength) return m.initiativeMessageTooLong;
  return null;
}

export type InitiativeErrors = { message?: string; photo?: string };

/**
 * The server's refusal: each field's first message at its field, a refused upload without field
 * messages (413 too large, 415 wrong type) at the photo, and anything else above the buttons.
 */
export function readInitiativeRefusal(error: unknown): { alert: string | null; errors: InitiativeErrors } {
  if (!(error instanceof ApiError)) return { alert: messages.general.loadFailed, errors: {} };
  const errors: InitiativeErrors = {};
  const others: string[] = [];
  for (const [name, texts] of Object.entries(error.body?.fields ?? {})) {
    const text = texts[0];
    if (!text) continue;
    if (name === 'message') errors.message = text;
    else if (name === 'photo' || name === 'remove_photo') errors.photo = text;
    else others.push(text);
  }
  if (Object.keys(errors).length === 0 && others.length === 0 && (error.status === 413 || error.status === 415)) {
    return { alert: null, errors: { photo: error.message } };
  }
  const shown = new Set(Object.values(errors));
  const lines = [...new Set([error.message, ...others])].filter((text) => !shown.has(text));
  return { alert: lines.join('\n') || null, errors };
}
