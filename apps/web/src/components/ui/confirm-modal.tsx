import { useId, type ReactNode } from 'react';
import { Modal } from './dialog.tsx';

type Props = {
  title: string;
  /** The safe choice, where focus starts. */
  keepLabel: string;
  confirmLabel: string;
  /** The confirm button's text while the action runs. */
  busyLabel: string;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** What the action does, read as the dialog's description. */
  children: ReactNode;
  actionsClassName?: string;
};

/** Asked before something that cannot be undone: focus starts on the safe choice; the green button confirms (spec 8 dialogs). */
export function ConfirmModal({ title, keepLabel, confirmLabel, busyLabel, isBusy, onConfirm, onClose, children, actionsClassName }: Props) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Modal className="dialog" onClose={onClose} labelledBy={titleId} describedBy={bodyId}>
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <div id={bodyId} className="dialog__body">
        {children}
      </div>
      <div className={actionsClassName ? `dialog__actions ${actionsClassName}` : 'dialog__actions'} aria-busy={isBusy}>
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {keepLabel}
        </button>
        <button type="button" className="btn btn--confirm" disabled={isBusy} onClick={onConfirm}>
          {isBusy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
