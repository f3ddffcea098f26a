import { useId, useState } from 'react';
import { ZEmployeeForm, type EmployeeForm } from '@kt/contract/accounts/employee';
import { documentTypes } from '@kt/contract/files/document-file';
import { pictureTypes } from '@kt/contract/files/file-rules';
import { messages } from '@kt/contract/messages';
import { showFullRefusal } from '../../../../components/form/full-refusal.ts';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../../components/form/kit-form.tsx';
import { PasswordField } from '../../../../components/form/password-field.tsx';
import { EmailField, PhoneField, TextField } from '../../../../components/form/text-field.tsx';
import { toast } from '../../../../components/ui/toast.tsx';
import { useAddEmployee } from '../api/add-employee.ts';
import { DocumentFileField } from '../../document-file-field.tsx';
import { employeeTexts } from '../texts.ts';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';

type Props = { dealerId: number; dealerEmail: string };

const emptyEmployee = { username: '', email: '', mobile_number: '', password: '', aadhar_card: null, ProfilePic: null };
type EmployeeValues = Omit<EmployeeForm, 'dealer_email'>;

/**
 * Add Employee (spec 3 'Employee registration', spec 5 'Employee'): the dealer's e-mail goes
 * along unseen; the contract's checks run before sending; a refusal keeps everything typed and
 * chosen, its field messages at their fields and the rest above the button (spec: "an employee
 * error shows the response object").
 */
export function AddEmployeeForm(props: Props) {
  // A new form after each employee, its file inputs empty.
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
        {linkSentTo ? dealerAreaMessages.employeeLinkSent.replace('{email}', () => linkSentTo) : null}
      </p>
    </>
  );
}

function EmployeeForm({ dealerId, dealerEmail, onAdded }: Props & { onAdded: (email: string) => void }) {
  const headingId = useId();
  const add = useAddEmployee();
  const form = useKitForm(ZEmployeeForm, {
    defaultValues: emptyEmployee as EmployeeValues,
    prepare: (values: EmployeeValues) => ({ dealer_email: dealerEmail, ...values }),
  });

  async function register({ aadhar_card: aadharCard, ProfilePic: profilePic, ...fields }: EmployeeForm) {
    if (!aadharCard) return;
    try {
      await add.mutateAsync({ dealerId, fields, aadharCard, profilePic: profilePic ?? undefined });
    } catch (error) {
      showFullRefusal(form, error);
      return;
    }
    toast.success(messages.dealerSettings.employeeAdded);
    onAdded(fields.email);
  }

  const { labels } = employeeTexts;
  return (
    <section className="form-card employees__form" aria-labelledby={headingId}>
      <h2 id={headingId} className="employees__title">
        {employeeTexts.formTitle}
      </h2>
      <KitForm form={form} onValid={register}>
        <TextField name="username" label={labels.username} autoComplete="off" required maxLength={100} />
        <EmailField name="email" label={labels.email} autoComplete="off" required maxLength={254} />
        <PhoneField name="mobile_number" label={labels.mobile_number} autoComplete="off" hint={null} required />
        <PasswordField name="password" label={labels.password} autoComplete="new-password" required hint={employeeTexts.passwordHint} />
        <DocumentFileField name="aadhar_card" label={labels.aadhar_card} accept={documentTypes.join(',')} required hint={employeeTexts.aadharRule} />
        <DocumentFileField name="ProfilePic" label={labels.ProfilePic} accept={pictureTypes.join(',')} hint={employeeTexts.pictureRule} />
        <FormMessage />
        <div className="form__actions">
          <SubmitButton busyLabel={employeeTexts.submitting}>{employeeTexts.submit}</SubmitButton>
        </div>
      </KitForm>
    </section>
  );
}
