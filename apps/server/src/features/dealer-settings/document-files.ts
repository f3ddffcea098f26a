import type { DealerAccountType } from '@kt/contract/accounts/account-types';
import { documentFormFields, pictureOnlyDocuments, requiredDocuments, type DocumentField } from '@kt/contract/dealer-settings/documents';
import { AppError } from '@kt/contract/errors';
import { messages } from '@kt/contract/messages';
import { sizeProblem, typeProblem } from '../../platform/files/document-files.ts';
import { detectFileType, type DetectedType } from '../../platform/files/file-types.ts';
import type { UploadedFile } from '../../platform/http/body-parsers.ts';

/** A document that passed every check, with its type as judged by its content. */
export type AcceptedDocument = { field: DocumentField; data: Buffer; type: DetectedType };

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
