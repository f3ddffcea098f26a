import { useId } from 'react';
import { catalogueImageRule, ZCatalogueEntryAddForm, ZCatalogueEntryEditForm, type CatalogueEntryForm } from '@kt/contract/admin/catalogue';
import { catalogueRules } from '@kt/contract/admin/catalogue-rules';
import { showFullRefusal } from '../../../components/form/full-refusal.ts';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { PictureField } from '../../../components/form/picture-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import type { CatalogueEntryDraft } from '../api/catalogue-entry-body.ts';
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
 * picture, another position), in a dialog. Checked by the contract's rule before sending (the
 * picture as soon as it is chosen); a refusal (a name taken, a picture refused) keeps what was
 * typed and shows the server's message at its field.
 */
export function EntryFormDialog({ heading, editing, save, isSaving, savedText, onClose }: Props) {
  const headingId = useId();
  const form = useKitForm(editing ? ZCatalogueEntryEditForm : ZCatalogueEntryAddForm, {
    defaultValues: { name: editing?.name ?? '', image: null, position: editing ? String(editing.position) : '' },
  });

  function send({ name, image, position }: CatalogueEntryForm) {
    // Settles when the server has answered, keeping the form busy until then.
    return new Promise<void>((settle) => {
      save(
        { name, position, picture: image },
        {
          onSuccess: () => {
            toast.success(savedText);
            onClose();
            settle();
          },
          onError: (error) => {
            showFullRefusal(form, error, { uploadField: 'image' });
            settle();
          },
        },
      );
    });
  }

  return (
    <Modal className="dialog catalogue-dialog" onClose={onClose} labelledBy={headingId}>
      <h2 id={headingId} className="dialog__title">
        {heading}
      </h2>
      <KitForm form={form} onValid={send} isBusy={isSaving}>
        <TextField name="name" label={t.nameLabel} autoComplete="off" maxLength={catalogueRules.nameMaxLength} />
        <PictureField
          name="image"
          label={t.pictureLabel}
          rule={catalogueImageRule}
          hint={editing ? t.pictureKeepRule : t.pictureRule}
          current={editing ? { url: editing.image, alt: t.currentPictureAlt(editing.name) } : undefined}
          previewAlt={t.previewAlt}
        />
        <TextField
          name="position"
          label={t.positionLabel}
          type="number"
          inputMode="numeric"
          min={0}
          max={catalogueRules.positionMax}
          hint={t.positionRule}
        />
        <FormMessage />
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t.cancel}
          </button>
          <SubmitButton busyLabel={editing ? t.saving : t.adding}>{editing ? t.save : t.add}</SubmitButton>
        </div>
      </KitForm>
    </Modal>
  );
}
