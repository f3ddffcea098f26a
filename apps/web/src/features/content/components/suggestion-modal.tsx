import { useId, useState, type FormEvent } from 'react';
import { formMessages, ZSuggestionForm } from '@kt/contract/content/forms';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { Modal } from '../../../components/ui/dialog.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { describeFormFailure, sendPublicForm } from '../api/send-public-form.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

const empty = { name: '', email: '', phone: '', message: '' };
type Field = keyof typeof empty;

type Props = {
  /** Closes it; unmounting clears what was typed. */
  onClose: () => void;
};

/**
 * The suggestion modal of spec 4, opened by a vote: 'Done' checks the four fields and sends
 * them, 'Skip' (or Escape) closes without sending. Loaded on demand: it brings zod with it.
 */
export function SuggestionModal({ onClose }: Props) {
  const titleId = useId();
  const [values, setValues] = useState(empty);
  const [alert, setAlert] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [isSending, setIsSending] = useState(false);

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function done(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    const parsed = ZSuggestionForm.safeParse(values);
    if (!parsed.success) {
      // Spec 5: Done with invalid fields says 'Please enter valid fields'; each field also
      // names its own problem (a bad e-mail: 'Please enter valid Email', spec 8).
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      setAlert(messages.publicForms.suggestionInvalid);
      return;
    }
    setErrors({});
    setAlert(null);
    setIsSending(true);
    try {
      await sendPublicForm('suggestion', parsed.data);
    } catch (error) {
      setAlert(describeFormFailure(error, formMessages.suggestion.failure));
      setIsSending(false);
      return;
    }
    toast.success(formMessages.suggestion.success);
    onClose();
  }

  return (
    <Modal className="dialog suggestion-modal" onClose={onClose} labelledBy={titleId}>
      <h2 id={titleId} className="dialog__title">
        Any suggestions for us?
      </h2>
      <p className="muted">Tell us how we can serve you better.</p>
      <form className="form" noValidate onSubmit={(event) => void done(event)} aria-busy={isSending}>
        <TextField label="Name" name="name" autoComplete="name" required value={values.name} error={errors.name} onChange={(e) => update('name', e.target.value)} />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          error={errors.email}
          onChange={(e) => update('email', e.target.value)}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={limits.phoneDigits}
          required
          value={values.phone}
          error={errors.phone}
          onChange={(e) => update('phone', e.target.value)}
        />
        <TextAreaField label="Message" name="message" required value={values.message} error={errors.message} onChange={(e) => update('message', e.target.value)} />
        <FormAlert message={alert} />
        <div className="form__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            Skip
          </button>
          <button type="submit" className="btn btn--primary" disabled={isSending}>
            Done
          </button>
        </div>
      </form>
    </Modal>
  );
}
