import type { FieldValues, Path } from 'react-hook-form';
import type { KitForm } from '../../../components/form/kit-form.tsx';
import type { FormFailure } from '../api/send-marketplace-form.ts';

/**
 * A refused submission: the server's word on each of the form's own fields goes at the field (it
 * may name others, e.g. dealer_id); the text is the dialog's.
 */
export function showFailure<V extends FieldValues, Out>(form: KitForm<V, Out>, failure: FormFailure): string {
  const names = Object.keys(form.getValues());
  for (const [name, text] of Object.entries(failure.fields)) {
    if (names.includes(name)) form.setError(name as Path<V>, { type: 'server', message: text });
  }
  return failure.text;
}
