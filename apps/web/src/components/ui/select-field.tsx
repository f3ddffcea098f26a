import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import '../../styles/forms.css';

/** A choice whose value is not the words it shows (a pincode with its area). */
export type SelectOption = { value: string; label: string };

/** A labelled group of choices (<optgroup>), shown after the plain options. */
export type SelectGroup = { label: string; options: readonly string[] };

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  /** Each a value that is its own words, or a value with its words. */
  options?: readonly (string | SelectOption)[] | undefined;
  groups?: readonly SelectGroup[] | undefined;
  /** The first, empty choice ('Choose a domain'). */
  placeholder: string;
  error?: string | null | undefined;
  /** The select element, for a form library that reads and focuses it (components/form). */
  inputRef?: Ref<HTMLSelectElement> | undefined;
};

/** A labelled select: the label above, any error under it. */
export function SelectField({ label, options = [], groups = [], placeholder, error, inputRef, className, ...select }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        ref={inputRef}
        id={id}
        className="field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value, label: words } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {words}
            </option>
          );
        })}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </optgroup>
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
