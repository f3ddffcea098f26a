import type { FieldValues, Path } from 'react-hook-form';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { messages } from '@kt/contract/messages';
import { ApiError } from '../../lib/api-client.ts';
import type { KitForm } from './kit-form.tsx';

type Options = {
  /** The form's field for a field the server names otherwise (remove_photo: the photo); by default the same name. */
  fieldOf?: (name: string) => string | undefined;
  /** The file field a refused upload that names no field (413, 415: a proxy's answer) is about. */
  uploadField?: string;
};

/**
 * A refusal told in full, for the forms whose pages say both (the upload forms of the dealer's
 * settings and of the console): each field's first message at its field, and above the button
 * the server's message and what it said of fields the form does not have, each once and not
 * again when a field says it. form.showRefusal says the fields' messages alone.
 */
export function showFullRefusal<V extends FieldValues, Out>(form: KitForm<V, Out>, error: unknown, { fieldOf = (name) => name, uploadField }: Options = {}) {
  if (!(error instanceof ApiError)) {
    form.setFormMessage(messages.general.loadFailed);
    return;
  }
  const formFields = Object.keys(form.getValues());
  const atFields = new Map<string, string>();
  const others: string[] = [];
  for (const [name, texts] of Object.entries(error.body?.fields ?? {})) {
    const first = texts?.[0];
    if (!first) continue;
    // The server's words stay English (the API's contract); a person reads them in the page's language.
    const text = localizeEnglish(first);
    const field = fieldOf(name);
    if (field !== undefined && formFields.includes(field)) {
      if (!atFields.has(field)) atFields.set(field, text);
    } else {
      others.push(text);
    }
  }
  const isUploadRefused = error.status === 413 || error.status === 415;
  if (uploadField && isUploadRefused && atFields.size === 0 && others.length === 0) {
    form.setError(uploadField as Path<V>, { type: 'server', message: localizeEnglish(error.message) });
    form.setFormMessage(null);
    return;
  }
  for (const [field, text] of atFields) form.setError(field as Path<V>, { type: 'server', message: text });
  const said = new Set(atFields.values());
  const lines = [...new Set([localizeEnglish(error.message), ...others])].filter((text) => !said.has(text));
  form.setFormMessage(lines.join('\n') || null);
}
