import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useKitField } from './kit-form.tsx';
import '../../styles/forms.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'name' | 'checked' | 'defaultChecked'> & {
  name: string;
  /** May hold links (the sign-up agreement). */
  label: ReactNode;
};

/** A checkbox of a kit form (a boolean value), its label beside it. */
export function CheckboxField({ name, label, onChange, onBlur, ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const field = useKitField(name, { onChange, onBlur });
  const { inputRef, ...wiring } = field.inputProps;
  return (
    <>
      <div className="check">
        <input
          ref={inputRef}
          id={id}
          type="checkbox"
          aria-invalid={field.isInvalid || undefined}
          aria-describedby={field.error ? errorId : undefined}
          {...input}
          {...wiring}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {field.error && (
        <p id={errorId} className="field__error" role="alert">
          {field.error}
        </p>
      )}
    </>
  );
}
