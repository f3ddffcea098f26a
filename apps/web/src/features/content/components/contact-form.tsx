import { useState, type FormEvent } from 'react';
import { formMessages, ZContactForm } from '@kt/contract/content/forms';
import { useMessageDialog } from '../../../components/ui/dialog.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { describeFormFailure, sendPublicForm } from '../api/send-public-form.ts';

type Field = 'name' | 'email' | 'subject' | 'message';
const empty: Record<Field, string> = { name: '', email: '', subject: '', message: '' };

/** The contact form (spec 2.2): name, e-mail, subject and message, all required. */
export function ContactForm() {
  const { dialog, showMessage } = useMessageDialog('Contact Us');
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [isSending, setIsSending] = useState(false);

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    const parsed = ZContactForm.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setIsSending(true);
    try {
      await sendPublicForm('contact', parsed.data);
      setValues(empty);
      showMessage(formMessages.contact.success);
    } catch (error) {
      showMessage(describeFormFailure(error, formMessages.contact.failure));
    } finally {
      setIsSending(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={isSending} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="step-title">
        Send us a message
      </h2>
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
      <TextField label="Subject" name="subject" required value={values.subject} error={errors.subject} onChange={(e) => update('subject', e.target.value)} />
      <TextAreaField label="Message" name="message" required rows={5} value={values.message} error={errors.message} onChange={(e) => update('message', e.target.value)} />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSending}>
          Send
        </button>
      </div>
      {dialog}
    </form>
  );
}
