import { get, useFormState, type FieldError } from 'react-hook-form';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { useFileChoice } from '../../components/form/file-field.tsx';
import { useKit } from '../../components/form/kit-form.tsx';
import { TextField as TextFieldMarkup } from '../../components/ui/text-field.tsx';

type Props = {
  name: string;
  label: string;
  hint: string;
  /** The accepted types, e.g. 'application/pdf,image/jpeg'. */
  accept: string;
  required?: boolean;
};

/**
 * A document of a dealer's form (spec 5 'Document files'), checked when the form is sent, not
 * when chosen (the form's schema knows PDFs and pictures have other sizes). A form that tells its
 * check as one alert still shows the server's message about this file under it.
 */
export function DocumentFileField({ name, label, hint, accept, required = false }: Props) {
  const choice = useFileChoice(name, undefined);
  const { form } = useKit();
  const { errors } = useFormState({ control: form.control, name });
  const error = get(errors, name) as FieldError | undefined;
  const message = choice.errorsAt === 'fields' || error?.type === 'server' ? error?.message : undefined;
  // The server's message (or the contract's rule) in the page's language when the catalogues know it.
  const shown = message === undefined ? undefined : localizeEnglish(message);
  return (
    <TextFieldMarkup
      key={choice.inputKey}
      label={label}
      name={name}
      type="file"
      accept={accept}
      required={required}
      hint={hint}
      error={shown}
      aria-invalid={error ? true : undefined}
      inputRef={choice.inputRef}
      onBlur={choice.onBlur}
      onChange={(event) => choice.choose(event.target.files?.[0] ?? null, event.target)}
    />
  );
}
