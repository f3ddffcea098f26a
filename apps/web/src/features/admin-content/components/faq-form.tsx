import { useEffect, useId, useRef } from 'react';
import type { z } from 'zod';
import { ZFaqForm, type AdminFaqItem } from '@kt/contract/admin/content';
import { contentLimits } from '@kt/contract/admin/content-limits';
import { showFullRefusal } from '../../../components/form/full-refusal.ts';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { TextAreaField } from '../../../components/form/text-area-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import type { FaqDraft } from '../api/faq-item-body.ts';
import { adminContentTexts as t } from '../texts.ts';
import type { Mutation } from './person-form.tsx';

type Props = {
  /** The question being edited; null: the form adds a new one. */
  editing: AdminFaqItem | null;
  add: Mutation<FaqDraft>;
  update: Mutation<FaqDraft & { id: number }>;
  onAdded: () => void;
  onDone: () => void;
};

/**
 * Adds a question or edits the chosen one: the question, the answer as HTML (the server keeps
 * formatting, lists and links and removes anything else) and the position, checked by the
 * contract's rule before sending.
 */
export function FaqForm({ editing, add, update, onAdded, onDone }: Props) {
  const headingId = useId();
  const answerRuleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const form = useKitForm(ZFaqForm, {
    defaultValues: { qns: editing?.qns ?? '', ans: editing?.ans ?? '', position: editing ? String(editing.position) : '' },
  });
  const isPending = editing ? update.isPending : add.isPending;
  const hasAnswerError = form.formState.errors.ans !== undefined;

  useEffect(() => {
    if (editing) sectionRef.current?.querySelector<HTMLTextAreaElement>('textarea[name="ans"]')?.focus();
  }, [editing]);

  function send(draft: z.output<typeof ZFaqForm>) {
    // Settles when the server has answered, keeping the form busy until then.
    return new Promise<void>((settle) => {
      const onError = (error: unknown) => {
        showFullRefusal(form, error);
        settle();
      };
      if (editing) {
        const onSuccess = () => {
          toast.success(t.faq.updated);
          onDone();
          settle();
        };
        update.mutate({ ...draft, id: editing.id }, { onSuccess, onError });
      } else {
        const onSuccess = () => {
          toast.success(t.faq.added);
          onAdded();
          settle();
        };
        add.mutate(draft, { onSuccess, onError });
      }
    });
  }

  return (
    <section ref={sectionRef} className="form-card content-form" aria-labelledby={headingId}>
      <h2 id={headingId} className="content-panel__heading">
        {editing ? t.faq.editHeading(editing.qns) : t.faq.addHeading}
      </h2>
      <KitForm form={form} onValid={send} isBusy={isPending}>
        <TextField name="qns" label={t.faq.questionLabel} autoComplete="off" maxLength={contentLimits.questionMaxLength} />
        <div className="content-answer">
          <TextAreaField
            name="ans"
            label={t.faq.answerLabel}
            rows={6}
            className="content-answer__field"
            maxLength={contentLimits.answerMaxLength}
            spellCheck
            // The field ties its own error to it; without one, the rule describes it.
            {...(hasAnswerError ? {} : { 'aria-describedby': answerRuleId })}
          />
          <p id={answerRuleId} className="field__hint">
            {t.faq.answerRule}
          </p>
        </div>
        <TextField
          name="position"
          label={t.positionLabel}
          type="number"
          inputMode="numeric"
          min={0}
          max={contentLimits.positionMax}
          hint={t.positionRule}
        />
        <FormMessage />
        <div className="form__actions">
          <SubmitButton busyLabel={editing ? t.saving : t.faq.adding}>{editing ? t.save : t.faq.add}</SubmitButton>
          {editing && (
            <button type="button" className="btn btn--secondary" onClick={onDone}>
              {t.cancel}
            </button>
          )}
        </div>
      </KitForm>
    </section>
  );
}
