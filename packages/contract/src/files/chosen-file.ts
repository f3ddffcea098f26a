import { z } from 'zod';
import { chosenFileProblem, type ChosenFileRule } from './file-rules.ts';

export { chosenFileProblem, pictureRule, pictureTypes, type ChosenFileRule } from './file-rules.ts';

/** What a file input holds: the chosen file, or null. */
export type ChosenFile = File | null;

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/**
 * A form's file field (a File, or null when none is chosen): optional, or `required` with the
 * words for a missing one; a chosen one is checked against `rule`. An empty file is none: it
 * comes out as null.
 */
export function ZChosenFile({ required, rule }: { required?: string; rule?: ChosenFileRule } = {}) {
  return z
    .custom<ChosenFile>((value) => value === null || isFile(value))
    .transform((file) => (file && file.size > 0 ? file : null))
    .superRefine((file, context) => {
      if (!file) {
        if (required) context.addIssue({ code: 'custom', message: required });
        return;
      }
      const problem = rule ? chosenFileProblem(file, rule) : null;
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
}
