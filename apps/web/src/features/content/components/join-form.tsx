import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  formMessages,
  internDomains,
  linkedinPattern,
  mentorDomains,
  ZInternForm,
  ZInvestorForm,
  ZMentorForm,
} from '@kt/contract/content/forms';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { useMessageDialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { describeFormFailure, sendPublicForm } from '../api/send-public-form.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

export type JoinKind = 'intern' | 'mentor' | 'investor';

const domainsOf: Record<JoinKind, readonly string[] | null> = {
  intern: internDomains,
  mentor: mentorDomains,
  investor: null,
};
const schemaOf = { intern: ZInternForm, mentor: ZMentorForm, investor: ZInvestorForm } as const;

type Field = 'name' | 'email' | 'phone' | 'linkedin_id' | 'domain';
const empty: Record<Field, string> = { name: '', email: '', phone: '', linkedin_id: '', domain: '' };
const cvTooLarge = messages.publicForms.cvTooLarge;

/** Both the name and the type must say PDF (spec 5); the server checks the content. */
export function isPdfFile(file: File): boolean {
  return file.name.toLowerCase().endsWith('.pdf') && file.type === 'application/pdf';
}

type Props = { kind: JoinKind; title: string };

/**
 * The intern, mentor and investor application forms (spec 5): every field required, a
 * professional-network profile link, and for interns and mentors a domain and a PDF CV.
 */
export function JoinForm({ kind, title }: Props) {
  const domains = domainsOf[kind];
  const hasCv = domains !== null;
  const { dialog, showMessage } = useMessageDialog(title);
  const [values, setValues] = useState(empty);
  const [cv, setCv] = useState<File | null>(null);
  // A new key gives a fresh, empty file input: the way to clear it.
  const [cvKey, setCvKey] = useState(0);
  const [cvError, setCvError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  function clearCv(message: string | null) {
    setCv(null);
    setCvKey((key) => key + 1);
    setCvError(message);
  }

  function chooseCv(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    if (!file) {
      setCv(null);
      return;
    }
    if (!isPdfFile(file)) {
      clearCv(messages.publicForms.cvNotPdf);
      return;
    }
    if (file.size > limits.cvMaxBytes) {
      clearCv(cvTooLarge);
      return;
    }
    setCvError(null);
    setCv(file);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    const fields: Field[] = domains ? ['name', 'email', 'phone', 'linkedin_id', 'domain'] : ['name', 'email', 'phone', 'linkedin_id'];
    if (fields.some((field) => values[field].trim() === '') || (hasCv && !cv)) {
      setAlert(messages.publicForms.internFillAll);
      return;
    }
    if (!linkedinPattern.test(values.linkedin_id.trim())) {
      setAlert(messages.publicForms.linkedinInvalid);
      setFieldErrors({ linkedin_id: messages.publicForms.linkedinInvalid });
      return;
    }
    const parsed = schemaOf[kind].safeParse(Object.fromEntries(fields.map((field) => [field, values[field]])));
    if (!parsed.success) {
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      setAlert(null);
      return;
    }
    setAlert(null);
    setFieldErrors({});
    setIsSending(true);
    try {
      await sendPublicForm(kind, { ...parsed.data, ...(hasCv && cv ? { cv } : {}) });
      setValues(empty);
      clearCv(null);
      showMessage(formMessages[kind].success);
    } catch (error) {
      const serverFields = error instanceof ApiError ? error.body?.fields : undefined;
      if (serverFields) {
        setFieldErrors(
          Object.fromEntries(Object.entries(serverFields).map(([field, list]) => [field, list[0]])) as Partial<Record<Field, string>>,
        );
      }
      showMessage(describeFormFailure(error, formMessages[kind].failure));
    } finally {
      setIsSending(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={isSending} aria-label={`${title} application`}>
      <TextField label="Name" name="name" autoComplete="name" required value={values.name} error={fieldErrors.name} onChange={(e) => update('name', e.target.value)} />
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        error={fieldErrors.email}
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
        error={fieldErrors.phone}
        onChange={(e) => update('phone', e.target.value)}
      />
      <TextField
        label="LinkedIn profile"
        name="linkedin_id"
        type="url"
        inputMode="url"
        placeholder="https://www.linkedin.com/in/your-name"
        required
        value={values.linkedin_id}
        error={fieldErrors.linkedin_id}
        onChange={(e) => update('linkedin_id', e.target.value)}
      />
      {domains && (
        <SelectField
          label="Domain"
          name="domain"
          placeholder="Choose a domain"
          options={domains}
          required
          value={values.domain}
          error={fieldErrors.domain}
          onChange={(e) => update('domain', e.target.value)}
        />
      )}
      {hasCv && (
        <TextField
          key={cvKey}
          label="CV (PDF)"
          name="cv"
          type="file"
          accept=".pdf,application/pdf"
          required
          hint={messages.publicForms.cvRule}
          error={cvError}
          onChange={chooseCv}
        />
      )}
      <FormAlert message={alert} />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSending}>
          Submit
        </button>
      </div>
      {dialog}
    </form>
  );
}
