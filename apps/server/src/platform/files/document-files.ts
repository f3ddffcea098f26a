import path from 'node:path';
import { AppError } from '@kt/contract/errors';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import type { UploadedFile } from '../http/body-parsers.ts';
import { detectFileType, isImage, type DetectedType } from './file-types.ts';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';

/*
 * The checks of an identity or business document (a PDF or a picture): by content, by what its
 * name and declared type claim, and by size. Shared by the dealer's document set and an
 * employee's Aadhaar card.
 */

type Kind = 'pdf' | 'image';

const imageExtensions = new Set(['.jpg', '.jpeg', '.jfif', '.png', '.webp', '.gif', '.bmp', '.heic', '.heif', '.tif', '.tiff', '.svg']);

/** What the sender says the file is, by its name and by its declared type; null where either says nothing. */
function declaredKinds(file: UploadedFile): (Kind | null)[] {
  const extension = path.extname(file.filename).toLowerCase();
  const byName: Kind | null = extension === '.pdf' ? 'pdf' : imageExtensions.has(extension) ? 'image' : null;
  const mime = file.mimeType.toLowerCase();
  const byType: Kind | null = mime === 'application/pdf' || mime === 'application/x-pdf' ? 'pdf' : mime.startsWith('image/') ? 'image' : null;
  return [byName, byType];
}

/** Why a document's type is refused (the field's text), or null: content, picture-only fields, and name or declared type against content. */
export function typeProblem(file: UploadedFile, type: DetectedType | null, pictureOnly: boolean): string | null {
  if (!type) return dealerAreaMessages.documentWrongType;
  if (pictureOnly && !isImage(type)) return dealerAreaMessages.documentPictureOnly;
  // A picture renamed to .pdf (or the reverse) is refused: the reviewer would open the wrong thing.
  const actual: Kind = isImage(type) ? 'image' : 'pdf';
  return declaredKinds(file).some((kind) => kind !== null && kind !== actual) ? messages.dealerSettings.documentsInvalid : null;
}

/** The spec's size text when a PDF is over 150 KB or a picture over 200 KB, else null. */
export function sizeProblem(data: Buffer, type: DetectedType): string | null {
  if (isImage(type)) return data.length > limits.documentImageMaxBytes ? messages.dealerSettings.imageTooLarge : null;
  return data.length > limits.documentPdfMaxBytes ? messages.dealerSettings.pdfTooLarge : null;
}

/**
 * One identity document outside the dealer's set (an employee's Aadhaar card), checked by the
 * same rules: required, a PDF or a picture by content and by what it claims to be, within its size.
 */
export function checkSingleDocument(field: string, file: UploadedFile | undefined, options: { pictureOnly?: boolean } = {}): { data: Buffer; type: DetectedType } {
  if (!file) throw new AppError('VALIDATION', messages.dealerSettings.documentsMissing, { [field]: [messages.dealerSettings.documentsMissing] });
  const type = detectFileType(file.data);
  const wrong = typeProblem(file, type, options.pictureOnly ?? false);
  if (wrong || !type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.dealerSettings.documentsInvalid, { [field]: [wrong ?? messages.dealerSettings.documentsInvalid] });
  const tooLarge = sizeProblem(file.data, type);
  if (tooLarge) throw new AppError('PAYLOAD_TOO_LARGE', tooLarge, { [field]: [tooLarge] });
  return { data: file.data, type };
}
