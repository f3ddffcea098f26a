import { useEffect, useId, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { initiativePhotoRule, ZInitiativeEditForm } from '@kt/contract/marketplace/initiatives';
import type { DealerInitiative } from '@kt/contract/marketplace/page';
import { messages } from '@kt/contract/messages';
import { CheckboxField } from '../../../../components/form/checkbox-field.tsx';
import { FileField } from '../../../../components/form/file-field.tsx';
import { showFullRefusal } from '../../../../components/form/full-refusal.ts';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../../components/form/kit-form.tsx';
import { toast } from '../../../../components/ui/toast.tsx';
import { useUpdateInitiative } from '../api/update-initiative.ts';
import { initiativeRefusal } from '../initiative-refusal.ts';
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
  const update = useUpdateInitiative(dealerId);
  const form = useKitForm(ZInitiativeEditForm, { defaultValues: { message: initiative.message, photo: null, remove_photo: false } });
  const { control, setValue } = form;
  const photo = useWatch({ control, name: 'photo' });
  const isPhotoRemoved = useWatch({ control, name: 'remove_photo' });

  useEffect(() => {
    // A new photo replaces the old one, so it is no longer 'removed'.
    if (photo) setValue('remove_photo', false);
  }, [photo, setValue]);

  async function save({ message, photo: newPhoto, remove_photo: isRemoved }: z.output<typeof ZInitiativeEditForm>) {
    try {
      await update.mutateAsync({ id: initiative.id, message, photo: newPhoto, isPhotoRemoved: !newPhoto && isRemoved });
    } catch (error) {
      showFullRefusal(form, error, initiativeRefusal);
      return;
    }
    toast.success(messages.marketplaceArea.initiativeUpdated);
    onDone();
  }

  return (
    <section className="card initiative-card initiative-card--editing" aria-labelledby={headingId}>
      <h3 id={headingId} className="initiative-card__edit-heading">
        {initiativeTexts.editHeading}
      </h3>
      <KitForm form={form} onValid={save}>
        <MessageField name="message" isFocusedOnOpen />
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
        <FileField name="photo" label={initiativeTexts.replacePhotoLabel} hint={initiativeTexts.photoRule} rule={initiativePhotoRule} />
        {initiative.photo && !photo && <CheckboxField name="remove_photo" label={initiativeTexts.removePhoto} />}
        <FormMessage />
        <div className="form__actions">
          <SubmitButton busyLabel={initiativeTexts.saving}>{initiativeTexts.save}</SubmitButton>
          <button type="button" className="btn btn--secondary" onClick={onDone}>
            {initiativeTexts.cancel}
          </button>
        </div>
      </KitForm>
    </section>
  );
}
