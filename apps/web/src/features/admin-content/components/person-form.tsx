import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { contentLimits } from '@kt/contract/admin/content-limits';
import { messages } from '@kt/contract/messages';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import type { PictureItemDraft } from '../api/picture-item-body.ts';
import { pictureProblem, positionProblem, readRefusal, textProblem, type FieldErrors } from '../content-rules.ts';
import { adminContentTexts as t } from '../texts.ts';
import { PictureField } from './picture-field.tsx';


/** A pictured person as the tabs show them: a team member's title or a testimonial's feedback is `text`. */
export type Person = { id: number; name: string; text: string; position: number; dp: string };

/** The second text field: the title (one line) or the feedback (several). */
export type TextRule = { field: 'title' | 'feedback'; isMultiline: boolean; max: number; required: string; tooLong: string };

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

/** The server's field names as this form's. */
const fieldOf = (name: string) => (['name', 'title', 'feedback', 'position'].includes(name) ? (name === 'feedback' ? 'title' : name) : name === 'dp' ? 'picture' : undefined);

/**
 * Adds a person (name, title or feedback, picture required, position) or edits the chosen one
 * (a new picture optional). Checked before sending; a refusal keeps what was typed and shows
 * the server's messages at their fields.
 */
export function PersonForm({ texts, textRule, editing, add, update, onAdded, onDone }: Props) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState(editing?.name ?? '');
  const [text, setText] = useState(editing?.text ?? '');
  const [position, setPosition] = useState(editing ? String(editing.position) : '');
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureKey, setPictureKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const isPending = editing ? update.isPending : add.isPending;

  useEffect(() => {
    if (editing) formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  }, [editing]);

  function choosePicture(file: File | null) {
    const problem = pictureProblem(file);
    setErrors((current) => ({ ...current, picture: problem ?? undefined }));
    if (problem) {
      setPicture(null);
      setPictureKey((key) => key + 1);
      return;
    }
    setPicture(file);
  }

  function check(): boolean {
    const found: FieldErrors = {
      name: textProblem(name, contentLimits.nameMaxLength, messages.admin.contentNameRequired, messages.admin.contentNameTooLong) ?? undefined,
      title: textProblem(text, textRule.max, textRule.required, textRule.tooLong) ?? undefined,
      position: positionProblem(position) ?? undefined,
      picture: (pictureProblem(picture) ?? (!editing && !picture ? messages.admin.contentPictureRequired : null)) ?? undefined,
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
    const draft: PictureItemDraft = { name: name.trim(), text: text.trim(), position: position.trim(), picture };
    if (editing) {
      update.mutate(
        { ...draft, id: editing.id },
        {
          onSuccess: () => {
            toast.success(texts.updated);
            onDone();
          },
          onError: refuse,
        },
      );
    } else {
      add.mutate(draft, {
        onSuccess: () => {
          toast.success(texts.added);
          onAdded();
        },
        onError: refuse,
      });
    }
  }

  const textProps = {
    label: texts.textLabel,
    name: textRule.field,
    value: text,
    error: errors.title,
    maxLength: textRule.max,
  };
  return (
    <section className="form-card content-form" aria-labelledby={headingId}>
      <h2 id={headingId} className="content-panel__heading">
        {editing ? texts.editHeading(editing.name) : texts.addHeading}
      </h2>
      <form ref={formRef} className="form" noValidate onSubmit={submit} aria-busy={isPending}>
        <TextField
          label={t.nameLabel}
          name="name"
          autoComplete="off"
          value={name}
          error={errors.name}
          maxLength={contentLimits.nameMaxLength}
          onChange={(event) => setName(event.target.value)}
        />
        {textRule.isMultiline ? (
          <TextAreaField {...textProps} onChange={(event) => setText(event.target.value)} />
        ) : (
          <TextField {...textProps} autoComplete="off" onChange={(event) => setText(event.target.value)} />
        )}
        <PictureField
          file={picture}
          inputKey={pictureKey}
          hint={editing ? t.pictureKeepRule : t.pictureRule}
          error={errors.picture}
          current={editing ? { url: editing.dp, alt: t.currentPictureAlt(editing.name) } : undefined}
          onChoose={choosePicture}
        />
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
            {editing ? (isPending ? t.saving : t.save) : isPending ? texts.adding : texts.add}
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
