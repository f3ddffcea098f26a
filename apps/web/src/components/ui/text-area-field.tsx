import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import '../../styles/forms.css';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  error?: string | null | undefined;
  /** The textarea element, for a form library that reads and focuses it (components/form). */
  inputRef?: Ref<HTMLTextAreaElement> | undefined;
};

/** A labelled multi-line input: the label above, any error under it. */
export function TextAreaField({ label, error, inputRef, className, rows = 4, ...textarea }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea
        ref={inputRef}
        id={id}
        rows={rows}
        className="field__input field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...textarea}
      />
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
