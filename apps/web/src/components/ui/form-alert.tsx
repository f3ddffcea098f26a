/** A form's message (spec 5 rules, server answers) next to the form, read out when it appears. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="form__alert" role="alert">
      {message}
    </p>
  );
}
