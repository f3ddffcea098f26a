import { useId, type ReactNode } from 'react';
import { Modal } from '../../../components/ui/dialog.tsx';
import '../orders.css';

type Props = {
  children: ReactNode;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * 'Cancel this pickup?' before an order is cancelled: cancelling cannot be undone. Focus
 * starts on 'Keep it', the safe choice; the green button confirms (spec 8 dialogs).
 */
export function ConfirmCancelModal({ children, isBusy, onConfirm, onClose }: Props) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Modal className="dialog" onClose={onClose} labelledBy={titleId} describedBy={bodyId}>
      <h2 id={titleId} className="dialog__title">
        Cancel this pickup?
      </h2>
      <div id={bodyId} className="dialog__body">
        {children}
      </div>
      <div className="dialog__actions order-confirm__actions" aria-busy={isBusy}>
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          Keep it
        </button>
        <button type="button" className="btn btn--confirm" disabled={isBusy} onClick={onConfirm}>
          {isBusy ? 'Cancelling…' : 'Yes, cancel'}
        </button>
      </div>
    </Modal>
  );
}
