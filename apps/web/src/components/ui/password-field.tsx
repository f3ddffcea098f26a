import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { TextField } from './text-field.tsx';
import { uiTexts } from './texts.ts';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
  label: string;
  hint?: ReactNode;
  error?: string | null | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
};

/** A password input with a show/hide control (spec 2.4). */
export function PasswordField({ label, ...input }: Props) {
  const [isShown, setIsShown] = useState(false);
  return (
    <TextField
      label={label}
      type={isShown ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="off"
      {...input}
      addon={
        <button
          type="button"
          className="field__toggle"
          aria-pressed={isShown}
          aria-label={isShown ? uiTexts.hideLabel(label) : uiTexts.showLabel(label)}
          onClick={() => setIsShown((shown) => !shown)}
        >
          {isShown ? uiTexts.hide : uiTexts.show}
        </button>
      }
    />
  );
}
