import type { z } from 'zod';
import {
  formMessages,
  internDomains,
  joinApplicationSchemas,
  mentorDomains,
  type JoinApplicationValues,
  type JoinKind,
} from '@kt/contract/content/forms';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { FileField, type FileRule } from '../../../components/form/file-field.tsx';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useMessageDialog } from '../../../components/ui/dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { describeFormFailure, describeFormSuccess, sendPublicForm } from '../api/send-public-form.ts';
import { publicFormTexts as t } from '../texts.ts';
import { PersonFields } from './person-fields.tsx';

export type { JoinKind };

const domainsOf: Record<JoinKind, readonly string[] | null> = {
  intern: internDomains,
  mentor: mentorDomains,
  investor: null,
};

/** Spec 5: a PDF; ours: at most limits.cvMaxBytes (the server checks the content). Read when drawn: in the page's language. */
function cvRule(): FileRule {
  return {
    types: ['application/pdf'],
    maxBytes: limits.cvMaxBytes,
    wrongTypeMessage: messages.publicForms.cvNotPdf,
    tooLargeMessage: messages.publicForms.cvTooLarge,
  };
}

const empty: Required<JoinApplicationValues> = { name: '', email: '', phone: '', linkedin_id: '', domain: '', cv: null };

type JoinApplication = z.output<(typeof joinApplicationSchemas)[JoinKind]>;

type Props = { kind: JoinKind; title: string };

/**
 * The intern, mentor and investor application forms (spec 5): every field required, a
 * professional-network profile link, and for interns and mentors a domain and a PDF CV.
 */
export function JoinForm({ kind, title }: Props) {
  const domains = domainsOf[kind];
  const { dialog, showMessage } = useMessageDialog(title);
  const schema: z.ZodType<JoinApplication, JoinApplicationValues> = joinApplicationSchemas[kind];
  const form = useKitForm(schema, { defaultValues: empty });

  function refused() {
    // Spec 5: a profile link that is not the network's says 'Please Enter Valid Inputs' for the form too.
    if (form.getFieldState('linkedin_id').error) form.setFormMessage(messages.publicForms.linkedinInvalid);
  }

  async function send(application: JoinApplication) {
    try {
      await sendPublicForm(kind, application);
      form.reset();
      showMessage(describeFormSuccess(formMessages[kind].success));
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.body?.fields ?? {}) : [];
      for (const [name, texts] of fields) {
        if (texts[0] && name in empty) form.setError(name as keyof JoinApplicationValues, { type: 'server', message: texts[0] });
      }
      showMessage(describeFormFailure(error, formMessages[kind].failure));
    }
  }

  return (
    <KitForm form={form} onValid={send} onInvalid={refused} aria-label={t.application(title)}>
      <PersonFields />
      <TextField name="linkedin_id" label={t.linkedin} type="url" inputMode="url" placeholder={t.linkedinPlaceholder} required />
      {domains && <SelectField name="domain" label={t.domain} placeholder={t.chooseDomain} options={domains} required />}
      {domains && <FileField name="cv" label={t.cv} accept=".pdf,application/pdf" hint={messages.publicForms.cvRule} rule={cvRule()} />}
      <FormMessage />
      <div className="form__actions">
        <SubmitButton>{t.submit}</SubmitButton>
      </div>
      {dialog}
    </KitForm>
  );
}
