import { limits } from '@kt/contract/limits';

const kb = (bytes: number) => Math.round(bytes / 1024);

/** The hints under a document input (spec 5 'Document files'): the dealer's documents and an employee's alike. */
export const documentFileTexts = {
  documentRule: `A PDF up to ${kb(limits.documentPdfMaxBytes)} KB, or a JPEG, PNG or WebP picture up to ${kb(limits.documentImageMaxBytes)} KB.`,
  pictureRule: `A JPEG, PNG or WebP picture up to ${kb(limits.documentImageMaxBytes)} KB.`,
} as const;
