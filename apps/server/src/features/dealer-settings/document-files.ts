import path from 'node:path';
import type { DealerAccountType } from '@kt/contract/accounts/account-types';
import { documentFormFields, pictureOnlyDocuments, requiredDocuments, type DocumentField } from '@kt/contract/dealer-settings/documents';
import { AppError } from '@kt/contract/errors';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import type { UploadedFile } from '../../platform/http/body-parsers.ts';
import { detectFileType, isImage, type DetectedType } from '../../platform/files/file-types.ts';

/** A document that passed every check, with its type as judged by its content. */
export type AcceptedDocument = { field: DocumentField; data: Buffer; type: DetectedType };

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
function typeProblem(file: UploadedFile, type: DetectedType | null, pictureOnly: boolean): string | null {
  if (!type) return messages.dealerArea.documentWrongType;
  if (pictureOnly && !isImage(type)) return messages.dealerArea.documentPictureOnly;
  // A picture renamed to .pdf (or the reverse) is refused: the reviewer would open the wrong thing.
  const actual: Kind = isImage(type) ? 'image' : 'pdf';
  return declaredKinds(file).some((kind) => kind !== null && kind !== actual) ? messages.dealerSettings.documentsInvalid : null;
}

/** The spec's size text when a PDF is over 150 KB or a picture over 200 KB, else null. */
function sizeProblem(data: Buffer, type: DetectedType): string | null {
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

function refuse(code: 'VALIDATION' | 'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE', problems: [DocumentField, string][], message: string): never {
  throw new AppError(code, message, Object.fromEntries(problems.map(([field, text]) => [field, [text]])));
}

/**
 * The documents of an upload, checked as a whole before anything is stored: every required file
 * of the account type is there, each is a PDF or a picture by its content and is what its name
 * and declared type say, `Pic` is a picture, and each is within its size. Files of fields the
 * account type does not use are left out.
 */
export function checkDocumentFiles(accountType: DealerAccountType, files: Readonly<Record<string, UploadedFile>> | null): AcceptedDocument[] {
  const given = files ?? {};
  const missing = requiredDocuments[accountType].filter((field) => !given[field]);
  if (missing.length > 0) {
    refuse('VALIDATION', missing.map((field) => [field, messages.dealerSettings.documentsMissing]), messages.dealerSettings.documentsMissing);
  }

  const present = documentFormFields(accountType).flatMap((field) => {
    const file = given[field];
    return file ? [{ field, file, type: detectFileType(file.data) }] : [];
  });

  const checked = present.map(({ field, file, type }) => ({ field, file, type, problem: typeProblem(file, type, pictureOnlyDocuments.includes(field)) }));
  const wrongType = checked.flatMap(({ field, problem }): [DocumentField, string][] => (problem ? [[field, problem]] : []));
  if (wrongType.length > 0) refuse('UNSUPPORTED_MEDIA_TYPE', wrongType, messages.dealerSettings.documentsInvalid);

  const accepted = present.flatMap(({ field, file, type }) => (type ? [{ field, data: file.data, type }] : []));
  const tooLarge = accepted.flatMap(({ field, data, type }): [DocumentField, string][] => {
    const problem = sizeProblem(data, type);
    return problem ? [[field, problem]] : [];
  });
  const [first] = tooLarge;
  if (first) refuse('PAYLOAD_TOO_LARGE', tooLarge, first[1]);
  return accepted;
}
