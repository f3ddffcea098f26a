import { useId } from 'react';
import { ZRejection } from '@kt/contract/admin/rejection';
import { limits } from '@kt/contract/limits';
import { Modal } from '../ui/dialog.tsx';
import { FormMessage, KitForm, SubmitButton, useKitForm } from './kit-form.tsx';
import { TextAreaField } from './text-area-field.tsx';

type Props = {
  title: string;
  /** The reason's label ('Reason (the dealer reads it)'). */
  label: string;
  confirmLabel: string;
  /** The confirm button's text while the rejection is sent. */
  busyLabel: string;
  cancelLabel: string;
  /** Sends the rejection; the dialog stays open and busy until it settles, and shows a refusal. */
  onConfirm: (reason: string) => PromiseLike<unknown>;
  onClose: () => void;
};

/**
 * Asks for the reason of a rejection an admin sends a dealer (documents, pincode and category
 * requests): required and bounded by the contract's rule, checked before it is sent; a refusal
 * of the server shows in the dialog.
 */
export function ReasonDialog({ title, label, confirmLabel, busyLabel, cancelLabel, onConfirm, onClose }: Props) {
  const titleId = useId();
  const form = useKitForm(ZRejection, { defaultValues: { reason: '' } });
  return (
    <Modal className="dialog" onClose={onClose} labelledBy={titleId}>
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <KitForm form={form} onValid={({ reason }) => Promise.resolve(onConfirm(reason)).catch(form.showRefusal)}>
        <TextAreaField name="reason" label={label} rows={4} maxLength={limits.rejectionReasonMaxLength} required />
        <FormMessage />
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {cancelLabel}
          </button>
          <SubmitButton className="btn btn--confirm" busyLabel={busyLabel}>
            {confirmLabel}
          </SubmitButton>
        </div>
      </KitForm>
    </Modal>
  );
}
