import type { FormKind } from '@kt/contract/content/forms';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { contactForm, internForm, investorForm, mentorForm, suggestionForm } from '@kt/contract/routes';
import { ApiError } from '../../../lib/api-client.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

const routeOf = {
  suggestion: suggestionForm,
  intern: internForm,
  mentor: mentorForm,
  investor: investorForm,
  contact: contactForm,
} as const satisfies Record<FormKind, unknown>;

/** POST /v3/WebsiteContent/{kind}-form/ as multipart; 201 { msg } on success. */
export function sendPublicForm(kind: FormKind, fields: Record<string, string | Blob>): Promise<{ msg: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return callEndpoint(routeOf[kind], { body: form });
}

/**
 * What a failed form submission says: a rate limit or a lost connection in its own words,
 * anything else the form's failure text of spec 8; in the page's language.
 */
export function describeFormFailure(error: unknown, failureText: string): string {
  if (error instanceof ApiError && (error.code === 'RATE_LIMITED' || error.code === 'NETWORK')) return localizeEnglish(error.message);
  return localizeEnglish(failureText);
}

/** A form's success text (the contract's formMessages, written in English) in the page's language. */
export function describeFormSuccess(successText: string): string {
  return localizeEnglish(successText);
}
