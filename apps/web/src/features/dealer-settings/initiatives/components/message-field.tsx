import { useEffect, useId, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { limits } from '@kt/contract/limits';
import { useKit, useKitField } from '../../../../components/form/kit-form.tsx';
import { initiativeTexts } from '../texts.ts';
import '../../../../styles/forms.css';

/**
 * The initiative's message in a kit form: a labelled textarea with its character count under it,
 * tied to it for screen readers. `isFocusedOnOpen`: focused when it appears (the edit form).
 */
export function MessageField({ name, isFocusedOnOpen = false }: { name: string; isFocusedOnOpen?: boolean }) {
  const id = useId();
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const { form } = useKit();
  const value = (useWatch({ control: form.control, name }) as string | undefined) ?? '';
  const field = useKitField(name);
  const { inputRef, ...wiring } = field.inputProps;
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  useEffect(() => {
    if (isFocusedOnOpen) textarea.current?.focus();
  }, [isFocusedOnOpen]);
  const isOver = value.trim().length > limits.initiativeMessageMaxLength;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {initiativeTexts.messageLabel}
      </label>
      <textarea
        ref={(element) => {
          textarea.current = element;
          inputRef(element);
        }}
        id={id}
        rows={4}
        required
        maxLength={limits.initiativeMessageMaxLength}
        className="field__input field__textarea"
        aria-invalid={field.isInvalid || undefined}
        aria-describedby={field.error ? `${countId} ${errorId}` : countId}
        {...wiring}
      />
      <p id={countId} className={isOver ? 'field__hint initiative-count initiative-count--over' : 'field__hint initiative-count'}>
        {initiativeTexts.characterCount(value.length)}
      </p>
      {field.error && (
        <p id={errorId} className="field__error" role="alert">
          {field.error}
        </p>
      )}
    </div>
  );
}
