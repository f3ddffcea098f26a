import { z } from 'zod';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import { ZChosenFile } from './chosen-file.ts';
import { pictureTypes } from './file-rules.ts';

/**
 * A document file as a form checks it before sending (spec 5 'Document files'): the dealer's
 * documents and an employee's Aadhaar card alike. A PDF up to 150 KB or a picture up to 200 KB;
 * the server judges the content again.
 */
export const documentTypes = ['application/pdf', ...pictureTypes] as const;

export type DocumentKind = 'pdf' | 'picture';

const typeByExtension: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** A file's kind from its declared type, or from its name when the phone declares none. */
export function documentKindOf(file: Pick<File, 'name' | 'type'>): DocumentKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const type = file.type || typeByExtension[extension] || '';
  if (type === 'application/pdf') return 'pdf';
  return (pictureTypes as readonly string[]).includes(type) ? 'picture' : null;
}

/**
 * What is wrong with a document, worst first: none chosen (or empty), a type that is not a
 * document (or a PDF where only a picture will do), a PDF over 150 KB, a picture over 200 KB.
 * `rank` orders them, so a form with several files can tell the worst kind of problem only.
 */
export type DocumentProblem = { rank: 0 | 1 | 2 | 3; message: string };

export function documentProblem(file: Pick<File, 'name' | 'type' | 'size'> | null, { isPictureOnly = false } = {}): DocumentProblem | null {
  if (!file || file.size === 0) return { rank: 0, message: messages.dealerSettings.documentsMissing };
  const kind = documentKindOf(file);
  if (!kind || (kind === 'pdf' && isPictureOnly)) return { rank: 1, message: messages.dealerSettings.documentsInvalid };
  if (kind === 'pdf') return file.size > limits.documentPdfMaxBytes ? { rank: 2, message: messages.dealerSettings.pdfTooLarge } : null;
  return file.size > limits.documentImageMaxBytes ? { rank: 3, message: messages.dealerSettings.imageTooLarge } : null;
}

/** A form's document field (a File, or null): required or not, a picture only or any document. */
export function ZDocumentFile({ isRequired = false, isPictureOnly = false } = {}) {
  return ZChosenFile().superRefine((file, context) => {
    const problem = documentProblem(file, { isPictureOnly });
    if (problem && (problem.rank > 0 || isRequired)) context.addIssue({ code: 'custom', message: problem.message });
  });
}

/** The form's files, keyed by field: chosen or null. */
export type ChosenDocuments<F extends string> = Record<F, File | null>;

/**
 * Several document fields checked together: only the worst kind of problem is told, at every
 * field that has it (all the missing files first), so the form says one message.
 */
export function ZDocumentFiles<F extends string>(fields: readonly F[], { required, pictureOnly }: { required: readonly F[]; pictureOnly: readonly F[] }) {
  const shape = Object.fromEntries(fields.map((field) => [field, ZChosenFile()])) as Record<F, ReturnType<typeof ZChosenFile>>;
  return z.object(shape).superRefine((files, context) => {
    const problems = fields.flatMap((field) => {
      const problem = documentProblem((files as Record<F, File | null>)[field], { isPictureOnly: pictureOnly.includes(field) });
      return problem && (problem.rank > 0 || required.includes(field)) ? [{ field, ...problem }] : [];
    });
    const worst = Math.min(...problems.map((problem) => problem.rank));
    for (const problem of problems) {
      if (problem.rank === worst) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
  });
}
