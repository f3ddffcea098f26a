import type { z } from 'zod';
import { formMessages, ZContactForm } from '@kt/contract/content/forms';
import { KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { TextAreaField } from '../../../components/form/text-area-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useMessageDialog } from '../../../components/ui/dialog.tsx';
import { describeFormFailure, describeFormSuccess, sendPublicForm } from '../api/send-public-form.ts';
import { publicFormTexts as t } from '../texts.ts';
import { PersonFields } from './person-fields.tsx';

const titleId = 'contact-form-title';

/** The contact form (spec 2.2): name, e-mail, subject and message, all required. */
export function ContactForm() {
  const { dialog, showMessage } = useMessageDialog(t.contactDialogTitle);
  const form = useKitForm(ZContactForm, { defaultValues: { name: '', email: '', subject: '', message: '' } });

  async function send(message: z.output<typeof ZContactForm>) {
    try {
      await sendPublicForm('contact', message);
      form.reset();
      showMessage(describeFormSuccess(formMessages.contact.success));
    } catch (error) {
      showMessage(describeFormFailure(error, formMessages.contact.failure));
    }
  }

  return (
    <KitForm form={form} onValid={send} aria-labelledby={titleId}>
      <h2 id={titleId} className="step-title">
        {t.contactHeading}
      </h2>
      <PersonFields withPhone={false} />
      <TextField name="subject" label={t.subject} required />
      <TextAreaField name="message" label={t.message} required rows={5} />
      <div className="form__actions">
        <SubmitButton>{t.send}</SubmitButton>
      </div>
      {dialog}
    </KitForm>
  );
}
