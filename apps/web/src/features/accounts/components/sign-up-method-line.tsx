import '../mobile.css';

type Props = { question: string; action: string; onChoose: () => void };

/** 'No e-mail address? Sign up with mobile number instead': the other way to sign up, at the top of the details step. */
export function SignUpMethodLine({ question, action, onChoose }: Props) {
  return (
    <p className="method-line">
      {question}{' '}
      <button type="button" className="link-button" onClick={onChoose}>
        {action}
      </button>
    </p>
  );
}
