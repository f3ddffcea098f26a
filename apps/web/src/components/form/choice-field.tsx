import { useId, type ChangeEvent, type ReactNode } from 'react';
import { useKitField } from './kit-form.tsx';
import '../../styles/forms.css';

export type Choice = { value: string; title: ReactNode; text?: ReactNode };

type Props = {
  name: string;
  legend: ReactNode;
  choices: readonly Choice[];
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** One of a few choices as radio cards (the dealer type), under a legend. */
export function ChoiceField({ name, legend, choices, onChange }: Props) {
  const legendId = useId();
  const errorId = `${legendId}-error`;
  const field = useKitField(name, { onChange });
  const { inputRef, ...wiring } = field.inputProps;
  return (
    <fieldset className="fieldset" aria-labelledby={legendId} aria-describedby={field.error ? errorId : undefined}>
      <legend id={legendId} className="field__label">
        {legend}
      </legend>
      <div className="choices">
        {choices.map((choice) => (
          <label key={choice.value} className="choice choice--radio">
            <input ref={inputRef} type="radio" value={choice.value} {...wiring} />
            <span>
              <span className="choice__title">{choice.title}</span>
              {choice.text !== undefined && (
                <>
                  <br />
                  <span className="choice__text">{choice.text}</span>
                </>
              )}
            </span>
          </label>
        ))}
      </div>
      {field.error && (
        <p id={errorId} className="field__error" role="alert">
          {field.error}
        </p>
      )}
    </fieldset>
  );
}
