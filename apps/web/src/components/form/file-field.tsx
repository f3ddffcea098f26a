import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { chosenFileProblem, type ChosenFileRule } from '@kt/contract/files/file-rules';
import { TextField as TextFieldMarkup } from '../ui/text-field.tsx';
import { useKit } from './kit-form.tsx';

/** What a chosen file must be (the contract's rule, checked as soon as it is chosen; the server checks the content again). */
export type FileRule = ChosenFileRule;

/**
 * A file field's value (File or null) in a kit form: a chosen file that breaks the rule is
 * refused at once (the message at the field, the input emptied); a cleared value empties the input.
 * Emptied means renewed: the field's `inputKey` changes, as a file input is not emptied from
 * script everywhere (nor in a test that sets its files).
 */
export function useFileChoice(name: string, rule: FileRule | undefined) {
  const { form } = useKit();
  const { field, fieldState } = useController({ name, control: form.control });
  const file = field.value instanceof File ? field.value : null;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [inputKey, setInputKey] = useState(0);

  useEffect(() => {
    if (!file && inputRef.current?.files?.length) setInputKey((key) => key + 1);
  }, [file]);

  function choose(chosen: File | null, input: HTMLInputElement) {
    form.kit.edited(name);
    const problem = chosen && rule ? chosenFileProblem(chosen, rule) : null;
    if (problem) {
      input.value = '';
      setInputKey((key) => key + 1);
      field.onChange(null);
      form.setError(name, { type: 'choice', message: problem });
      return;
    }
    field.onChange(chosen);
  }

  return {
    file,
    choose,
    inputKey,
    inputRef: (element: HTMLInputElement | null) => {
      inputRef.current = element;
      field.ref(element);
    },
    onBlur: field.onBlur,
    message: fieldState.error?.message,
    errorsAt: form.kit.errorsAt,
  };
}

type Props = {
  name: string;
  label: string;
  /** The rule in words, under the input. */
  hint?: ReactNode;
  rule?: FileRule;
  /** Defaults to the rule's types. */
  accept?: string;
  required?: boolean;
};

/** A file of a kit form (a CV, a document), checked against its rule when chosen. */
export function FileField({ name, label, hint, rule, accept = rule?.types.join(','), required }: Props) {
  const choice = useFileChoice(name, rule);
  return (
    <TextFieldMarkup
      key={choice.inputKey}
      label={label}
      name={name}
      type="file"
      accept={accept}
      required={required}
      hint={hint}
      error={choice.errorsAt === 'fields' ? choice.message : undefined}
      aria-invalid={choice.message ? true : undefined}
      inputRef={choice.inputRef}
      onBlur={choice.onBlur}
      onChange={(event) => choice.choose(event.target.files?.[0] ?? null, event.target)}
    />
  );
}
