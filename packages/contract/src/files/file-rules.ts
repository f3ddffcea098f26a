// Zod-free: the web's file fields check a chosen file with these on any page, light ones too.

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

/** Why a chosen file breaks the rule, or null. An empty file is the server's to judge. */
export function chosenFileProblem(file: Pick<File, 'size' | 'type'>, rule: ChosenFileRule): string | null {
  if (file.size === 0) return null;
  if (!rule.types.includes(file.type)) return rule.wrongTypeMessage;
  if (file.size > rule.maxBytes) return rule.tooLargeMessage;
  return null;
}
