import { useId, useState, type FormEvent } from 'react';
import { ZDocumentRejection } from '@kt/contract/admin/documents';
import { Modal } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { adminDealerTexts } from '../texts.ts';

type Props = {
  title: string;
  confirmLabel: string;
  busyLabel: string;
  isBusy: boolean;
  /** A refusal of the server, shown above the buttons. */
  serverMessage: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/**
 * Asks for the reason of a rejection (the dealer reads it in the e-mail and on their page):
 * required, at most 500 characters, checked with the contract's rule before it is sent.
 */
export function ReasonDialog({ title, confirmLabel, busyLabel, isBusy, serverMessage, onConfirm, onClose }: Props) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const parsed = ZDocumentRejection.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    onConfirm(parsed.data.reason);
  }

  return (
    <Modal className="dialog" onClose={onClose} labelledBy={titleId}>
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <form className="form" noValidate onSubmit={submit} aria-busy={isBusy}>
        <TextAreaField
          label={adminDealerTexts.common.reasonLabel}
          name="reason"
          rows={4}
          maxLength={500}
          required
          value={reason}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
        <FormAlert message={serverMessage} />
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {adminDealerTexts.common.cancel}
          </button>
          <button type="submit" className="btn btn--confirm" disabled={isBusy}>
            {isBusy ? busyLabel : confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
