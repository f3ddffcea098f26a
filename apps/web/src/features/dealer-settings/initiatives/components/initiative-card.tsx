import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { DealerInitiative } from '@kt/contract/marketplace/page';
import { messages } from '@kt/contract/messages';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { toast } from '../../../../components/ui/toast.tsx';
import { useUpdateInitiative } from '../api/update-initiative.ts';
import { initiativePhotoTypes } from '../initiative-rules.ts';
import { useInitiativeDraft } from '../use-initiative-draft.ts';
import { initiativeTexts } from '../texts.ts';
import { MessageField } from './message-field.tsx';

type Props = {
  dealerId: number;
  initiative: DealerInitiative;
  isEditing: boolean;
  /** A removal is on its way: no second one. */
  isBusy: boolean;
  onEdit: () => void;
  /** The edit ended (saved or cancelled). */
  onDone: () => void;
  onRemove: () => void;
};

/** One initiative: its photo (or a placeholder) and message with Edit and Remove, or its edit form in its place. */
export function InitiativeCard({ dealerId, initiative, isEditing, isBusy, onEdit, onDone, onRemove }: Props) {
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(isEditing);
  // Back from the form (its button gone with it), focus returns to the card's Edit button, where
  // the dealer left off; not when it has moved on meanwhile (the form of another card).
  useEffect(() => {
    const isFocusLost = !document.activeElement || document.activeElement === document.body;
    if (wasEditing.current && !isEditing && isFocusLost) editButton.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);

  if (isEditing) return <InitiativeEditForm dealerId={dealerId} initiative={initiative} onDone={onDone} />;
  return (
    <article className="card initiative-card">
      <InitiativePhoto photo={initiative.photo} alt={initiativeTexts.photoAlt} />
      <p className="initiative-card__message">{initiative.message}</p>
      <div className="card__actions initiative-card__actions">
        <button
          ref={editButton}
          type="button"
          className="btn btn--secondary"
          aria-label={initiativeTexts.editLabel(initiative.message)}
          onClick={onEdit}
        >
          {initiativeTexts.edit}
        </button>
        <button
          type="button"
          className="btn btn--danger"
          disabled={isBusy}
          aria-label={initiativeTexts.removeLabel(initiative.message)}
          onClick={onRemove}
        >
          {initiativeTexts.remove}
        </button>
      </div>
    </article>
  );
}

function InitiativePhoto({ photo, alt }: { photo: string | null; alt: string }) {
  if (!photo) {
    return (
      <span className="initiative-card__photo initiative-card__photo--empty">
        <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden="true" focusable="false">
          <rect x="4" y="10" width="40" height="30" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="17" cy="21" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m8 36 11-10 8 7 6-5 11 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        <span>{initiativeTexts.noPhoto}</span>
      </span>
    );
  }
  return <img className="initiative-card__photo" src={photo} alt={alt} width="480" height="270" loading="lazy" decoding="async" />;
}

/** Edit in place: the message, a new photo, or the old one removed; PATCH as multipart. */
function InitiativeEditForm({ dealerId, initiative, onDone }: { dealerId: number; initiative: DealerInitiative; onDone: () => void }) {
  const headingId = useId();
  const removeId = useId();
  const update = useUpdateInitiative(dealerId);
  const draft = useInitiativeDraft(initiative.message);
  const { photo } = draft;
  const [isPhotoRemoved, setIsPhotoRemoved] = useState(false);
  const messageRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    messageRef.current?.focus();
  }, []);

  function choosePhoto(file: File | null) {
    // A new photo replaces the old one, so it is no longer 'removed'.
    if (draft.choosePhoto(file) && file) setIsPhotoRemoved(false);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending || !draft.check()) return;
    update.mutate(
      { id: initiative.id, message: draft.message.trim(), photo, isPhotoRemoved: !photo && isPhotoRemoved },
      {
        onSuccess: () => {
          toast.success(messages.marketplaceArea.initiativeUpdated);
          onDone();
        },
        onError: draft.refuse,
      },
    );
  }

  return (
    <section className="card initiative-card initiative-card--editing" aria-labelledby={headingId}>
      <h3 id={headingId} className="initiative-card__edit-heading">
        {initiativeTexts.editHeading}
      </h3>
      <form className="form" noValidate onSubmit={submit} aria-busy={update.isPending}>
        <MessageField
          name="message"
          value={draft.message}
          error={draft.errors.message}
          textareaRef={messageRef}
          onChange={draft.setMessage}
        />
        {initiative.photo && !isPhotoRemoved && !photo && (
          <img
            className="initiative-card__current"
            src={initiative.photo}
            alt={initiativeTexts.currentPhotoAlt}
            width="160"
            height="90"
            loading="lazy"
            decoding="async"
          />
        )}
        <TextField
          key={draft.photoKey}
          label={initiativeTexts.replacePhotoLabel}
          name="photo"
          type="file"
          accept={initiativePhotoTypes.join(',')}
          hint={initiativeTexts.photoRule}
          error={draft.errors.photo}
          onChange={(event) => choosePhoto(event.target.files?.[0] ?? null)}
        />
        {initiative.photo && !photo && (
          <div className="check">
            <input
              id={removeId}
              type="checkbox"
              name="remove_photo"
              checked={isPhotoRemoved}
              onChange={(event) => setIsPhotoRemoved(event.target.checked)}
            />
            <label htmlFor={removeId}>{initiativeTexts.removePhoto}</label>
          </div>
        )}
        <FormAlert message={draft.alert} />
        <div className="form__actions">
          <button type="submit" className="btn btn--primary" disabled={update.isPending}>
            {update.isPending ? initiativeTexts.saving : initiativeTexts.save}
          </button>
          <button type="button" className="btn btn--secondary" onClick={onDone}>
            {initiativeTexts.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}
