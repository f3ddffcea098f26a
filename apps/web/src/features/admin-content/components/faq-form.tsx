import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AdminFaqItem } from '@kt/contract/admin/content';
import { contentLimits } from '@kt/contract/admin/content-limits';
import { messages } from '@kt/contract/messages';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import type { FaqDraft } from '../api/faq-item-body.ts';
import { positionProblem, readRefusal, textProblem, type FieldErrors } from '../content-rules.ts';
import { adminContentTexts as t } from '../texts.ts';
import type { Mutation } from './person-form.tsx';

const fieldOf = (name: string) => (['qns', 'ans', 'position'].includes(name) ? name : undefined);

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
 * formatting, lists and links and removes anything else) and the position.
 */
export function FaqForm({ editing, add, update, onAdded, onDone }: Props) {
  const headingId = useId();
  const answerRuleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [qns, setQns] = useState(editing?.qns ?? '');
  const [ans, setAns] = useState(editing?.ans ?? '');
  const [position, setPosition] = useState(editing ? String(editing.position) : '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const isPending = editing ? update.isPending : add.isPending;

  useEffect(() => {
    if (editing) formRef.current?.querySelector<HTMLTextAreaElement>('textarea[name="ans"]')?.focus();
  }, [editing]);

  function check(): boolean {
    const found: FieldErrors = {
      qns: textProblem(qns, contentLimits.questionMaxLength, messages.admin.contentQuestionRequired, messages.admin.contentQuestionTooLong) ?? undefined,
      ans: textProblem(ans, contentLimits.answerMaxLength, messages.admin.contentAnswerRequired, messages.admin.contentAnswerTooLong) ?? undefined,
      position: positionProblem(position) ?? undefined,
    };
    setErrors(found);
    setAlert(null);
    return Object.values(found).every((problem) => problem === undefined);
  }

  function refuse(error: unknown) {
    const refusal = readRefusal(error, fieldOf);
    setErrors(refusal.errors);
    setAlert(refusal.alert);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending || !check()) return;
    const draft: FaqDraft = { qns: qns.trim(), ans: ans.trim(), position: position.trim() };
    if (editing) {
      update.mutate(
        { ...draft, id: editing.id },
        {
          onSuccess: () => {
            toast.success(t.faq.updated);
            onDone();
          },
          onError: refuse,
        },
      );
    } else {
      add.mutate(draft, {
        onSuccess: () => {
          toast.success(t.faq.added);
          onAdded();
        },
        onError: refuse,
      });
    }
  }

  return (
    <section className="form-card content-form" aria-labelledby={headingId}>
      <h2 id={headingId} className="content-panel__heading">
        {editing ? t.faq.editHeading(editing.qns) : t.faq.addHeading}
      </h2>
      <form ref={formRef} className="form" noValidate onSubmit={submit} aria-busy={isPending}>
        <TextField
          label={t.faq.questionLabel}
          name="qns"
          autoComplete="off"
          value={qns}
          error={errors.qns}
          maxLength={contentLimits.questionMaxLength}
          onChange={(event) => setQns(event.target.value)}
        />
        <div className="content-answer">
          <TextAreaField
            label={t.faq.answerLabel}
            name="ans"
            rows={6}
            className="content-answer__field"
            value={ans}
            error={errors.ans}
            maxLength={contentLimits.answerMaxLength}
            spellCheck
            // The field ties its own error to it; without one, the rule describes it.
            {...(errors.ans ? {} : { 'aria-describedby': answerRuleId })}
            onChange={(event) => setAns(event.target.value)}
          />
          <p id={answerRuleId} className="field__hint">
            {t.faq.answerRule}
          </p>
        </div>
        <TextField
          label={t.positionLabel}
          name="position"
          type="number"
          inputMode="numeric"
          min={0}
          max={contentLimits.positionMax}
          value={position}
          hint={t.positionRule}
          error={errors.position}
          onChange={(event) => setPosition(event.target.value)}
        />
        <FormAlert message={alert} />
        <div className="form__actions">
          <button type="submit" className="btn btn--primary" disabled={isPending}>
            {editing ? (isPending ? t.saving : t.save) : isPending ? t.faq.adding : t.faq.add}
          </button>
          {editing && (
            <button type="button" className="btn btn--secondary" onClick={onDone}>
              {t.cancel}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
