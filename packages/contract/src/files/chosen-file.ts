import { z } from 'zod';

/** The picture types the server keeps (it judges the content again, not the declared type). */
export const pictureTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * What a form's file must be before it is sent: the types it may declare and its largest size,
 * with the words of a refusal. The web's file fields check a chosen file against it at once
 * (the form kit's FileRule); the form's schema checks it again on submit.
 */
export type ChosenFileRule = {
  types: readonly string[];
  maxBytes: number;
  wrongTypeMessage: string;
  tooLargeMessage: string;
};

/** A picture of at most `maxBytes`, refused with these words. */
export function pictureRule(maxBytes: number, wrongTypeMessage: string, tooLargeMessage: string): ChosenFileRule {
  return { types: pictureTypes, maxBytes, wrongTypeMessage, tooLargeMessage };
}

/** What a file input holds: the chosen file, or null. */
export type ChosenFile = File | null;

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** Why a chosen file breaks the rule, or null. An empty file is the server's to judge. */
export function chosenFileProblem(file: Pick<File, 'size' | 'type'>, rule: ChosenFileRule): string | null {
  if (file.size === 0) return null;
  if (!rule.types.includes(file.type)) return rule.wrongTypeMessage;
  if (file.size > rule.maxBytes) return rule.tooLargeMessage;
  return null;
}

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
