import { useEffect, useId, useMemo, useRef } from 'react';
import type { z } from 'zod';
import { contentPictureRule, teamMemberForm, testimonialForm } from '@kt/contract/admin/content';
import { contentLimits } from '@kt/contract/admin/content-limits';
import { showFullRefusal } from '../../../components/form/full-refusal.ts';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { PictureField } from '../../../components/form/picture-field.tsx';
import { TextAreaField } from '../../../components/form/text-area-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import type { PictureItemDraft } from '../api/picture-item-body.ts';
import { adminContentTexts as t } from '../texts.ts';

/** A pictured person as the tabs show them: a team member's title or a testimonial's feedback is `text`. */
export type Person = { id: number; name: string; text: string; position: number; dp: string };

/** The second text field, named as the server names it: the title (one line) or the feedback (several). */
export type TextRule = { field: 'title' | 'feedback'; isMultiline: boolean; max: number };

/** What the form needs of a mutation (react-query's answer fits). */
export type Mutation<V> = {
  mutate: (variables: V, options?: { onSuccess?: () => void; onError?: (error: Error) => void; onSettled?: () => void }) => void;
  isPending: boolean;
};

type Props = {
  texts: { addHeading: string; editHeading: (name: string) => string; textLabel: string; add: string; adding: string; added: string; updated: string };
  textRule: TextRule;
  /** The person being edited; null: the form adds a new one. */
  editing: Person | null;
  add: Mutation<PictureItemDraft>;
  update: Mutation<PictureItemDraft & { id: number }>;
  onAdded: () => void;
  /** The edit ended (saved or cancelled). */
  onDone: () => void;
};

/** The form's values, the text under the name the server gives it. */
type PersonValues = { name: string; dp: File | null; position: string } & Partial<Record<TextRule['field'], string>>;

/** The contract's form of a team member or a testimonial, whichever `field` names. */
function personForm(field: TextRule['field'], isNew: boolean) {
  return (field === 'title' ? teamMemberForm(isNew) : testimonialForm(isNew)) as unknown as z.ZodType<PersonValues, PersonValues>;
}

/**
 * Adds a person (name, title or feedback, picture required, position) or edits the chosen one
 * (a new picture optional). Checked by the contract's rule before sending (the picture as soon
 * as it is chosen); a refusal keeps what was typed and shows the server's messages at their fields.
 */
export function PersonForm({ texts, textRule, editing, add, update, onAdded, onDone }: Props) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const schema = useMemo(() => personForm(textRule.field, !editing), [textRule.field, editing]);
  const form = useKitForm(schema, {
    defaultValues: { name: editing?.name ?? '', [textRule.field]: editing?.text ?? '', dp: null, position: editing ? String(editing.position) : '' },
  });
  const isPending = editing ? update.isPending : add.isPending;

  useEffect(() => {
    if (editing) sectionRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  }, [editing]);

  function send(values: PersonValues) {
    const draft: PictureItemDraft = { name: values.name, text: values[textRule.field] ?? '', position: values.position, picture: values.dp };
    // Settles when the server has answered, keeping the form busy until then.
    return new Promise<void>((settle) => {
      const onError = (error: unknown) => {
        showFullRefusal(form, error, { uploadField: 'dp' });
        settle();
      };
      if (editing) {
        const onSuccess = () => {
          toast.success(texts.updated);
          onDone();
          settle();
        };
        update.mutate({ ...draft, id: editing.id }, { onSuccess, onError });
      } else {
        const onSuccess = () => {
          toast.success(texts.added);
          onAdded();
          settle();
        };
        add.mutate(draft, { onSuccess, onError });
      }
    });
  }

  const textProps = { name: textRule.field, label: texts.textLabel, maxLength: textRule.max };
  return (
    <section ref={sectionRef} className="form-card content-form" aria-labelledby={headingId}>
      <h2 id={headingId} className="content-panel__heading">
        {editing ? texts.editHeading(editing.name) : texts.addHeading}
      </h2>
      <KitForm form={form} onValid={send} isBusy={isPending}>
        <TextField name="name" label={t.nameLabel} autoComplete="off" maxLength={contentLimits.nameMaxLength} />
        {textRule.isMultiline ? <TextAreaField {...textProps} /> : <TextField {...textProps} autoComplete="off" />}
        <PictureField
          name="dp"
          label={t.pictureLabel}
          rule={contentPictureRule}
          hint={editing ? t.pictureKeepRule : t.pictureRule}
          current={editing ? { url: editing.dp, alt: t.currentPictureAlt(editing.name) } : undefined}
          previewAlt={t.previewAlt}
        />
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
          <SubmitButton busyLabel={editing ? t.saving : texts.adding}>{editing ? t.save : texts.add}</SubmitButton>
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
