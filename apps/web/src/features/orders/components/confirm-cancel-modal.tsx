import type { ReactNode } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import '../orders.css';

type Props = {
  children: ReactNode;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** 'Cancel this pickup?' before an order is cancelled: cancelling cannot be undone. */
export function ConfirmCancelModal({ children, isBusy, onConfirm, onClose }: Props) {
  return (
    <ConfirmModal
      title="Cancel this pickup?"
      keepLabel="Keep it"
      confirmLabel="Yes, cancel"
      busyLabel="Cancelling…"
      isBusy={isBusy}
      onConfirm={onConfirm}
      onClose={onClose}
      actionsClassName="order-confirm__actions"
    >
      {children}
    </ConfirmModal>
  );
}
