import '../../styles/forms.css';
import { uiTexts } from './texts.ts';

type Props = {
  /** The name of each step, in order. */
  steps: readonly string[];
  /** The current step, counted from 1 (spec section 4). */
  current: number;
};

/** Where a multi-step form is: 'Step 2 of 3' and the steps with the current one marked. */
export function Stepper({ steps, current }: Props) {
  return (
    <div className="stepper">
      <p className="stepper__count">
        {uiTexts.stepCount(current, steps.length)}
      </p>
      <ol className="stepper__steps">
        {steps.map((name, index) => {
          const step = index + 1;
          const state = step < current ? 'done' : step === current ? 'current' : 'todo';
          return (
            <li key={name} className={['stepper__step', `stepper__step--${state}`].join(' ')} aria-current={step === current ? 'step' : undefined}>
              <span className="stepper__dot" aria-hidden="true">
                {step < current ? '✓' : step}
              </span>
              <span className="stepper__name">{name}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
