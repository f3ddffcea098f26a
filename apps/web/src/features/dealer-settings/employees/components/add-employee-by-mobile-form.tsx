import { useState } from 'react';
import type { z } from 'zod';
import { documentTypes, ZDocumentFile } from '@kt/contract/files/document-file';
import { pictureTypes } from '@kt/contract/files/file-rules';
import { ZEmployeeByMobileFields } from '@kt/contract/phone/phone-fields';
import { showFullRefusal } from '../../../../components/form/full-refusal.ts';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../../components/form/kit-form.tsx';
import { PhoneField, TextField } from '../../../../components/form/text-field.tsx';
import { toast } from '../../../../components/ui/toast.tsx';
import { useAddEmployeeByMobile } from '../api/add-employee-by-mobile.ts';
import { DocumentFileField } from '../../document-file-field.tsx';
import { employeeTexts } from '../texts.ts';
import { phoneMessages } from '@kt/contract/phone/phone-messages';

/**
 * The contract's fields of an employee by mobile number, with the same files as the e-mail
 * variant's form (ZEmployeeForm): the Aadhaar card required, the picture optional.
 */
const ZEmployeeByMobileForm = ZEmployeeByMobileFields.extend({
  aadhar_card: ZDocumentFile({ isRequired: true }),
  ProfilePic: ZDocumentFile({ isPictureOnly: true }),
});

type EmployeeByMobileForm = z.output<typeof ZEmployeeByMobileForm>;

const emptyEmployee = { username: '', mobile_number: '', aadhar_card: null, ProfilePic: null };

type Props = { dealerId: number };

/**
 * Add Employee by mobile number (issue 27): name, number, Aadhaar card and an optional picture.
 * The employee confirms the number with their own code at their first sign-in. Loaded only when
 * chosen: its check parses numbers with libphonenumber-js's metadata.
 */
export function AddEmployeeByMobileForm({ dealerId }: Props) {
  // A new form after each employee, its file inputs empty.
  const [generation, setGeneration] = useState(0);
  return <EmployeeByMobileForm key={generation} dealerId={dealerId} onAdded={() => setGeneration((n) => n + 1)} />;
}

function EmployeeByMobileForm({ dealerId, onAdded }: Props & { onAdded: () => void }) {
  const add = useAddEmployeeByMobile();
  const form = useKitForm(ZEmployeeByMobileForm, { defaultValues: emptyEmployee });

  async function register({ username, mobile_number: mobileNumber, aadhar_card: aadharCard, ProfilePic: profilePic }: EmployeeByMobileForm) {
    if (!aadharCard) return;
    try {
      await add.mutateAsync({ dealerId, username, mobileNumber, aadharCard, profilePic: profilePic ?? undefined });
    } catch (error) {
      showFullRefusal(form, error);
      return;
    }
    toast.success(phoneMessages.employeeAdded);
    onAdded();
  }

  const labels = employeeTexts.mobileLabels;
  return (
    <KitForm form={form} onValid={register}>
      <TextField name="username" label={labels.username} autoComplete="off" required maxLength={100} />
      <PhoneField name="mobile_number" label={labels.mobile_number} autoComplete="off" hint={employeeTexts.mobileHint} maxLength={16} required />
      <DocumentFileField name="aadhar_card" label={labels.aadhar_card} accept={documentTypes.join(',')} required hint={employeeTexts.aadharRule} />
      <DocumentFileField name="ProfilePic" label={labels.ProfilePic} accept={pictureTypes.join(',')} hint={employeeTexts.pictureRule} />
      <FormMessage />
      <div className="form__actions">
        <SubmitButton busyLabel={employeeTexts.submitting}>{employeeTexts.submit}</SubmitButton>
      </div>
    </KitForm>
  );
}
