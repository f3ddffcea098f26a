import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { DealerAccountType } from '@kt/contract/accounts/account-types';
import { documentFields, documentFormFields, requiredDocuments, type DocumentField } from '@kt/contract/dealer-settings/documents';
import { messages } from '@kt/contract/messages';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { toast } from '../../../../components/ui/toast.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import { useUploadDocuments } from '../api/upload-documents.ts';
import { acceptedTypes, checkDocuments, documentLabel, documentRule, documentTexts, type ChosenDocuments } from '../document-rules.ts';

type Props = { dealerId: number; accountType: DealerAccountType };
type FieldErrors = Partial<Record<DocumentField, string>>;

function isDocumentField(name: string): name is DocumentField {
  return (documentFields as readonly string[]).includes(name);
}

/** The server's refusal: its message for the form, its per-file messages for the files. */
function readRefusal(error: unknown): { message: string; fieldErrors: FieldErrors } {
  if (!(error instanceof ApiError)) return { message: messages.general.loadFailed, fieldErrors: {} };
  const fieldErrors: FieldErrors = {};
  const others: string[] = [];
  for (const [name, texts] of Object.entries(error.body?.fields ?? {})) {
    const text = texts[0];
    if (!text) continue;
    if (isDocumentField(name)) fieldErrors[name] = text;
    else if (text !== error.message) others.push(text);
  }
  return { message: [error.message, ...others].join('\n'), fieldErrors };
}

/**
 * The upload form of the dealer's account type (spec 5 'Document files'). The checks run before
 * sending; whatever fails, the chosen files stay chosen, so the dealer replaces only the wrong one.
 */
export function DocumentsForm({ dealerId, accountType }: Props) {
  const headingId = useId();
  const navigate = useNavigate();
  const upload = useUploadDocuments();
  const [chosen, setChosen] = useState<ChosenDocuments>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [flagged, setFlagged] = useState<readonly DocumentField[]>([]);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const fields = documentFormFields(accountType);
  const required = requiredDocuments[accountType];

  function choose(field: DocumentField, file: File | undefined) {
    setChosen((current) => {
      const next = { ...current };
      if (file) next[field] = file;
      else delete next[field];
      return next;
    });
    setFlagged((current) => current.filter((name) => name !== field));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (upload.isPending) return;
    const refusal = checkDocuments(accountType, chosen);
    if (refusal) {
      setAlert(refusal.message);
      setFlagged(refusal.fields);
      return;
    }
    setAlert(null);
    setFlagged([]);
    setFieldErrors({});
    const files = fields.flatMap((field) => {
      const file = chosen[field];
      return file ? [{ field, file }] : [];
    });
    upload.mutate(
      { dealerId, files },
      {
        onSuccess: () => {
          toast.success(messages.dealerSettings.documentsUploaded);
          void navigate(paths.dealerSettings);
        },
        onError: (error) => {
          const { message, fieldErrors: errors } = readRefusal(error);
          setAlert(message);
          setFieldErrors(errors);
        },
      },
    );
  }

  return (
    <section className="form-card documents__form" aria-labelledby={headingId}>
      <h2 id={headingId} className="documents__title">
        {documentTexts.formTitles[accountType]}
      </h2>
      <p className="muted">{documentTexts.replaces}</p>
      <form className="form" noValidate onSubmit={submit} aria-busy={upload.isPending}>
        {fields.map((field) => {
          const isRequired = required.includes(field);
          return (
            <TextField
              key={field}
              label={documentLabel(field, accountType)}
              name={field}
              type="file"
              accept={acceptedTypes(field)}
              required={isRequired}
              hint={isRequired ? `${documentTexts.required} ${documentRule(field)}` : documentRule(field)}
              error={fieldErrors[field]}
              aria-invalid={flagged.includes(field) || Boolean(fieldErrors[field]) || undefined}
              onChange={(event) => choose(field, event.currentTarget.files?.[0])}
            />
          );
        })}
        <FormAlert message={alert} />
        <div className="form__actions">
          <button type="submit" className="btn btn--primary" disabled={upload.isPending}>
            {upload.isPending ? documentTexts.submitting : documentTexts.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
