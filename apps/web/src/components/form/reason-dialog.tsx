import { useId, type ReactNode } from 'react';
import type * as z4 from 'zod/v4/core';
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
  /** What the decision does, read as the dialog's description. */
  description?: ReactNode;
  /** The reason's rule and its longest length: a rejection's unless said (an initiative's removal has its own). */
  rule?: { schema: z4.$ZodType<{ reason: string }, { reason: string }>; maxLength: number };
};

const rejection = { schema: ZRejection, maxLength: limits.rejectionReasonMaxLength };

/**
 * Asks for the reason of a rejection an admin sends a dealer (documents, pincode and category
 * requests, an initiative's removal): required and bounded by the contract's rule, checked
 * before it is sent; a refusal of the server shows in the dialog.
 */
export function ReasonDialog({ title, label, confirmLabel, busyLabel, cancelLabel, onConfirm, onClose, description, rule = rejection }: Props) {
  const titleId = useId();
  const descriptionId = useId();
  const form = useKitForm(rule.schema, { defaultValues: { reason: '' } });
  return (
    <Modal className="dialog" onClose={onClose} labelledBy={titleId} describedBy={description ? descriptionId : undefined}>
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      {description && (
        <p id={descriptionId} className="dialog__text">
          {description}
        </p>
      )}
      <KitForm form={form} onValid={({ reason }) => Promise.resolve(onConfirm(reason)).catch(form.showRefusal)}>
        <TextAreaField name="reason" label={label} rows={4} maxLength={rule.maxLength} required />
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
