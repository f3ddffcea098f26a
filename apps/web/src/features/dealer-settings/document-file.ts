import { limits } from '@kt/contract/limits';
import { defineTexts } from '@kt/contract/i18n/catalogue';

const kb = (bytes: number) => Math.round(bytes / 1024);

/** The hints under a document input (spec 5 'Document files'): the dealer's documents and an employee's alike. */
export const documentFileTexts = defineTexts('web/features/dealer-settings/document-file', 'documentFileTexts', {
  documentRule: `A PDF up to ${kb(limits.documentPdfMaxBytes)} KB, or a JPEG, PNG or WebP picture up to ${kb(limits.documentImageMaxBytes)} KB.`,
  pictureRule: `A JPEG, PNG or WebP picture up to ${kb(limits.documentImageMaxBytes)} KB.`,
} as const);
