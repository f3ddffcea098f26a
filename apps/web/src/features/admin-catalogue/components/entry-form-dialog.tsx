import { useId, useState, type FormEvent } from 'react';
import { catalogueRules } from '@kt/contract/admin/catalogue-rules';
import { messages } from '@kt/contract/messages';
import { PictureInput } from '../../../components/form/picture-field.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import type { CatalogueEntryDraft } from '../api/catalogue-entry-body.ts';
import { nameProblem, pictureProblem, positionProblem, readRefusal, type FieldErrors } from '../entry-rules.ts';
import { adminCatalogueTexts } from '../texts.ts';

const t = adminCatalogueTexts.form;

/** How the form's draft is saved (a react-query mutation, bound to its category or entry). */
export type SaveEntry = (draft: CatalogueEntryDraft, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;

type Props = {
  heading: string;
  /** The entry being edited; absent: the form adds a new one (its picture required). */
  editing?: { name: string; image: string; position: number } | undefined;
  save: SaveEntry;
  isSaving: boolean;
  /** The toast once saved. */
  savedText: string;
  onClose: () => void;
};

/**
 * Adds a category or subcategory (name, picture required, position) or edits one (rename, a new
 * picture, another position), in a dialog. Checked before sending; a refusal (a name taken, a
 * picture refused) keeps what was typed and shows the server's message at its field.
 */
export function EntryFormDialog({ heading, editing, save, isSaving, savedText, onClose }: Props) {
  const headingId = useId();
  const [name, setName] = useState(editing?.name ?? '');
  const [position, setPosition] = useState(editing ? String(editing.position) : '');
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureKey, setPictureKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);

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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSaving) return;
    const found: FieldErrors = {
      name: nameProblem(name) ?? undefined,
      position: positionProblem(position) ?? undefined,
      picture: (pictureProblem(picture) ?? (!editing && !picture ? messages.admin.catalogueImageRequired : null)) ?? undefined,
    };
    setErrors(found);
    setAlert(null);
    if (Object.values(found).some((problem) => problem !== undefined)) return;
    save(
      { name: name.trim(), position: position.trim(), picture },
      {
        onSuccess: () => {
          toast.success(savedText);
          onClose();
        },
        onError: (error) => {
          const refusal = readRefusal(error);
          setErrors(refusal.errors);
          setAlert(refusal.alert);
        },
      },
    );
  }

  return (
    <Modal className="dialog catalogue-dialog" onClose={onClose} labelledBy={headingId}>
      <h2 id={headingId} className="dialog__title">
        {heading}
      </h2>
      <form className="form" noValidate onSubmit={submit} aria-busy={isSaving}>
        <TextField
          label={t.nameLabel}
          name="name"
          autoComplete="off"
          value={name}
          error={errors.name}
          maxLength={catalogueRules.nameMaxLength}
          onChange={(event) => setName(event.target.value)}
        />
        <PictureInput
          label={t.pictureLabel}
          name="image"
          accept={catalogueRules.imageTypes.join(',')}
          file={picture}
          inputKey={pictureKey}
          hint={editing ? t.pictureKeepRule : t.pictureRule}
          error={errors.picture}
          current={editing ? { url: editing.image, alt: t.currentPictureAlt(editing.name) } : undefined}
          previewAlt={t.previewAlt}
          onChoose={choosePicture}
        />
        <TextField
          label={t.positionLabel}
          name="position"
          type="number"
          inputMode="numeric"
          min={0}
          max={catalogueRules.positionMax}
          value={position}
          hint={t.positionRule}
          error={errors.position}
          onChange={(event) => setPosition(event.target.value)}
        />
        <FormAlert message={alert} />
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t.cancel}
          </button>
          <button type="submit" className="btn btn--primary" disabled={isSaving}>
            {editing ? (isSaving ? t.saving : t.save) : isSaving ? t.adding : t.add}
          </button>
        </div>
      </form>
    </Modal>
  );
}
