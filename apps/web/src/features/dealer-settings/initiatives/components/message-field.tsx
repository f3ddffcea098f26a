import { useId, type Ref } from 'react';
import { limits } from '@kt/contract/limits';
import { initiativeTexts } from '../texts.ts';
import '../../../../styles/forms.css';

type Props = {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  textareaRef?: Ref<HTMLTextAreaElement>;
};

/** The initiative's message: a labelled textarea with its character count under it, tied to it for screen readers. */
export function MessageField({ name, value, error, onChange, textareaRef }: Props) {
  const id = useId();
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const isOver = value.trim().length > limits.initiativeMessageMaxLength;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {initiativeTexts.messageLabel}
      </label>
      <textarea
        ref={textareaRef}
        id={id}
        name={name}
        rows={4}
        required
        maxLength={limits.initiativeMessageMaxLength}
        className="field__input field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${countId} ${errorId}` : countId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={countId} className={isOver ? 'field__hint initiative-count initiative-count--over' : 'field__hint initiative-count'}>
        {initiativeTexts.characterCount(value.length)}
      </p>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
