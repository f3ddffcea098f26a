import { useId } from 'react';
import { formMessages, ZSuggestionForm, type SuggestionForm } from '@kt/contract/content/forms';
import { messages } from '@kt/contract/messages';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { TextAreaField } from '../../../components/form/text-area-field.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { describeFormFailure, describeFormSuccess, sendPublicForm } from '../api/send-public-form.ts';
import { publicFormTexts as t } from '../texts.ts';
import { PersonFields } from './person-fields.tsx';

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
  const form = useKitForm(ZSuggestionForm, { defaultValues: { name: '', email: '', phone: '', message: '' } });

  async function send(suggestion: SuggestionForm) {
    try {
      await sendPublicForm('suggestion', suggestion);
    } catch (error) {
      form.setFormMessage(describeFormFailure(error, formMessages.suggestion.failure));
      return;
    }
    toast.success(describeFormSuccess(formMessages.suggestion.success));
    onClose();
  }

  return (
    <Modal className="dialog suggestion-modal" onClose={onClose} labelledBy={titleId}>
      <h2 id={titleId} className="dialog__title">
        {t.suggestionTitle}
      </h2>
      <p className="muted">{t.suggestionLead}</p>
      {/* Spec 5: Done with invalid fields says 'Please enter valid fields'; each field also names its own problem. */}
      <KitForm form={form} onValid={send} onInvalid={() => form.setFormMessage(messages.publicForms.suggestionInvalid)}>
        <PersonFields />
        <TextAreaField name="message" label={t.message} required />
        <FormMessage />
        <div className="form__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t.skip}
          </button>
          <SubmitButton>{t.done}</SubmitButton>
        </div>
      </KitForm>
    </Modal>
  );
}
