import { useId, type SelectHTMLAttributes } from 'react';
import '../../styles/forms.css';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  options: readonly string[];
  /** The first, empty choice ('Choose a domain'). */
  placeholder: string;
  error?: string | null | undefined;
};

/** A labelled select: the label above, any error under it. */
export function SelectField({ label, options, placeholder, error, className, ...select }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
