import { useId, useState, type FormEvent } from 'react';
import { messages } from '@kt/contract/messages';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../../components/ui/password-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { toast } from '../../../../components/ui/toast.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useAddEmployee } from '../api/add-employee.ts';
import {
  aadharTypes,
  checkEmployee,
  employeeTexts,
  isEmployeeField,
  profilePicTypes,
  type EmployeeField,
  type EmployeeFieldErrors,
  type EmployeeFiles,
  type EmployeeValues,
} from '../employee-rules.ts';

type Props = { dealerId: number; dealerEmail: string };

const emptyValues: EmployeeValues = { email: '', username: '', password: '', mobile_number: '' };
const noFiles: EmployeeFiles = { aadharCard: undefined, profilePic: undefined };

/**
 * The server's refusal (spec: "an employee error shows the response object"): each field's first
 * message beside its field, and whatever else it said above the button, once.
 */
function readRefusal(error: unknown): { message: string | null; fieldErrors: EmployeeFieldErrors } {
  if (!(error instanceof ApiError)) return { message: messages.general.loadFailed, fieldErrors: {} };
  const fieldErrors: EmployeeFieldErrors = {};
  const others: string[] = [];
  for (const [name, texts] of Object.entries(error.body?.fields ?? {})) {
    const text = texts[0];
    if (!text) continue;
    if (isEmployeeField(name)) fieldErrors[name] = text;
    else others.push(text);
  }
  const shownAtFields = new Set(Object.values(fieldErrors));
  const lines = [...new Set([error.message, ...others])].filter((text) => !shownAtFields.has(text));
  return { message: lines.join('\n') || null, fieldErrors };
}

/**
 * Add Employee (spec 3 'Employee registration', spec 5 'Employee'): the dealer's e-mail goes
 * along unseen; the checks run before sending; a refusal keeps everything typed and chosen.
 */
export function AddEmployeeForm(props: Props) {
  // A new form after each employee: file inputs cannot be emptied from script everywhere.
  const [generation, setGeneration] = useState(0);
  // The new employee can sign in only after following the link mailed to them: the dealer is told so.
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  return (
    <>
      <EmployeeForm
        key={generation}
        {...props}
        onAdded={(email) => {
          setLinkSentTo(email);
          setGeneration((n) => n + 1);
        }}
      />
      <p role="status" className="employees__link-sent">
        {linkSentTo ? messages.dealerArea.employeeLinkSent.replace('{email}', () => linkSentTo) : null}
      </p>
    </>
  );
}

function EmployeeForm({ dealerId, dealerEmail, onAdded }: Props & { onAdded: (email: string) => void }) {
  const headingId = useId();
  const add = useAddEmployee();
  const [values, setValues] = useState<EmployeeValues>(emptyValues);
  const [files, setFiles] = useState<EmployeeFiles>(noFiles);
  const [errors, setErrors] = useState<EmployeeFieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);

  function clearError(field: EmployeeField) {
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function text(field: keyof EmployeeValues) {
    return {
      name: field,
      value: values[field],
      error: errors[field],
      onChange: (event: { target: { value: string } }) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [field]: value }));
        clearError(field);
      },
    };
  }

  function chooseFile(field: 'aadhar_card' | 'ProfilePic', file: File | undefined) {
    setFiles((current) => (field === 'aadhar_card' ? { ...current, aadharCard: file } : { ...current, profilePic: file }));
    clearError(field);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (add.isPending) return;
    const checked = checkEmployee(dealerEmail, values, files);
    setAlert(null);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const { aadharCard } = files;
    if (!aadharCard) return;
    add.mutate(
      { dealerId, fields: checked.fields, aadharCard, profilePic: files.profilePic },
      {
        onSuccess: () => {
          toast.success(messages.dealerSettings.employeeAdded);
          onAdded(checked.fields.email);
        },
        onError: (error) => {
          const refusal = readRefusal(error);
          setErrors(refusal.fieldErrors);
          setAlert(refusal.message);
        },
      },
    );
  }

  const { labels } = employeeTexts;
  return (
    <section className="form-card employees__form" aria-labelledby={headingId}>
      <h2 id={headingId} className="employees__title">
        {employeeTexts.formTitle}
      </h2>
      <form className="form" noValidate onSubmit={submit} aria-busy={add.isPending}>
        <TextField label={labels.username} autoComplete="off" required maxLength={100} {...text('username')} />
        <TextField label={labels.email} type="email" inputMode="email" autoComplete="off" required maxLength={254} {...text('email')} />
        <TextField
          label={labels.mobile_number}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          required
          maxLength={10}
          {...text('mobile_number')}
        />
        <PasswordField
          label={labels.password}
          autoComplete="new-password"
          required
          hint={employeeTexts.passwordHint}
          {...text('password')}
        />
        <TextField
          label={labels.aadhar_card}
          name="aadhar_card"
          type="file"
          accept={aadharTypes}
          required
          hint={employeeTexts.aadharRule}
          error={errors.aadhar_card}
          onChange={(event) => chooseFile('aadhar_card', event.currentTarget.files?.[0])}
        />
        <TextField
          label={labels.ProfilePic}
          name="ProfilePic"
          type="file"
          accept={profilePicTypes}
          hint={employeeTexts.pictureRule}
          error={errors.ProfilePic}
          onChange={(event) => chooseFile('ProfilePic', event.currentTarget.files?.[0])}
        />
        <FormAlert message={alert} />
        <div className="form__actions">
          <button type="submit" className="btn btn--primary" disabled={add.isPending}>
            {add.isPending ? employeeTexts.submitting : employeeTexts.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
