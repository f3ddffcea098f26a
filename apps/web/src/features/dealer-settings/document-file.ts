import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';

/**
 * A document file as the browser sees it (spec 5 'Document files'), for the dealer's documents
 * and an employee's Aadhaar card alike; the server judges the content again.
 */
export const pictureTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const documentTypes = ['application/pdf', ...pictureTypes] as const;

const kb = (bytes: number) => Math.round(bytes / 1024);

/** The hints under a document input. */
export const documentFileTexts = {
  documentRule: `A PDF up to ${kb(limits.documentPdfMaxBytes)} KB, or a JPEG, PNG or WebP picture up to ${kb(limits.documentImageMaxBytes)} KB.`,
  pictureRule: `A JPEG, PNG or WebP picture up to ${kb(limits.documentImageMaxBytes)} KB.`,
} as const;

export type DocumentKind = 'pdf' | 'picture';

const typeByExtension: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** A file's kind from its type, or from its name when the phone reports none. */
export function documentKindOf(file: File): DocumentKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const type = file.type || typeByExtension[extension] || '';
  if (type === 'application/pdf') return 'pdf';
  return (pictureTypes as readonly string[]).includes(type) ? 'picture' : null;
}

/** The spec's size text when a PDF is over 150 KB or a picture over 200 KB, else null. */
export function documentSizeProblem(file: File, kind: DocumentKind): string | null {
  if (kind === 'pdf') return file.size > limits.documentPdfMaxBytes ? messages.dealerSettings.pdfTooLarge : null;
  return file.size > limits.documentImageMaxBytes ? messages.dealerSettings.imageTooLarge : null;
}
