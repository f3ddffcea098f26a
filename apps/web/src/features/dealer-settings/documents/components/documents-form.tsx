import { useId, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { DealerAccountType } from '@kt/contract/accounts/account-types';
import { documentFormFields, pictureOnlyDocuments, requiredDocuments, ZDocumentsForm, type DocumentField } from '@kt/contract/dealer-settings/documents';
import { documentTypes } from '@kt/contract/files/document-file';
import { pictureTypes } from '@kt/contract/files/file-rules';
import { messages } from '@kt/contract/messages';
import { showFullRefusal } from '../../../../components/form/full-refusal.ts';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../../components/form/kit-form.tsx';
import { toast } from '../../../../components/ui/toast.tsx';
import { paths } from '../../../../lib/paths.ts';
import { useUploadDocuments } from '../api/upload-documents.ts';
import { DocumentFileField } from '../../document-file-field.tsx';
import { documentLabel, documentRule, documentTexts } from '../texts.ts';

type Props = { dealerId: number; accountType: DealerAccountType };
/** The chosen file of each field the form shows (only those: they are its fields, in order). */
type ChosenDocuments = Record<DocumentField, File | null>;

/** The input's accept list: the picture field takes pictures only. */
function acceptedTypes(field: DocumentField): string {
  return (pictureOnlyDocuments.includes(field) ? pictureTypes : documentTypes).join(',');
}

/**
 * The upload form of the dealer's account type (spec 5 'Document files'). The contract's checks
 * run before sending and say the worst problem once, marking every file that has it; whatever
 * fails, the chosen files stay chosen, so the dealer replaces only the wrong one.
 */
export function DocumentsForm({ dealerId, accountType }: Props) {
  const headingId = useId();
  const navigate = useNavigate();
  const upload = useUploadDocuments();
  const fields = documentFormFields(accountType);
  const required = requiredDocuments[accountType];
  const schema = useMemo(() => ZDocumentsForm(accountType), [accountType]);
  const form = useKitForm(schema, {
    defaultValues: Object.fromEntries(fields.map((field) => [field, null])) as ChosenDocuments,
    errorsAt: 'alert',
  });

  async function send(chosen: ChosenDocuments) {
    const files = fields.flatMap((field) => {
      const file = chosen[field];
      return file ? [{ field, file }] : [];
    });
    try {
      await upload.mutateAsync({ dealerId, files });
    } catch (error) {
      showFullRefusal(form, error);
      return;
    }
    toast.success(messages.dealerSettings.documentsUploaded);
    void navigate(paths.dealerSettings);
  }

  return (
    <section className="form-card documents__form" aria-labelledby={headingId}>
      <h2 id={headingId} className="documents__title">
        {documentTexts.formTitles[accountType]}
      </h2>
      <p className="muted">{documentTexts.replaces}</p>
      <KitForm form={form} onValid={send}>
        {fields.map((field) => {
          const isRequired = required.includes(field);
          return (
            <DocumentFileField
              key={field}
              name={field}
              label={documentLabel(field, accountType)}
              accept={acceptedTypes(field)}
              required={isRequired}
              hint={isRequired ? `${documentTexts.required} ${documentRule(field)}` : documentRule(field)}
            />
          );
        })}
        <FormMessage />
        <div className="form__actions">
          <SubmitButton busyLabel={documentTexts.submitting}>{documentTexts.submit}</SubmitButton>
        </div>
      </KitForm>
    </section>
  );
}
