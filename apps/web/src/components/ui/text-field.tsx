import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import '../../styles/forms.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** A rule shown under the field (e.g. a file's size and type). */
  hint?: ReactNode;
  /** A message about this field, shown under it. */
  error?: string | null | undefined;
  /** Something beside the input inside the field (e.g. a show/hide button). */
  addon?: ReactNode;
  /** The input element, for a form library that reads and focuses it (components/form). */
  inputRef?: Ref<HTMLInputElement> | undefined;
};

/** A labelled input: the label above, the hint and any error under it, wired for screen readers. */
export function TextField({ label, hint, error, addon, inputRef, className, ...input }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className={addon ? 'field__control field__control--addon' : 'field__control'}>
        <input
          ref={inputRef}
          id={id}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {addon}
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
