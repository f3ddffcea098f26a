import type { ReactNode } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { orderTexts } from '../order-texts.ts';
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
      title={orderTexts.cancelDialog.title}
      keepLabel={orderTexts.cancelDialog.keep}
      confirmLabel={orderTexts.cancelDialog.confirm}
      busyLabel={orderTexts.cancelDialog.busy}
      isBusy={isBusy}
      onConfirm={onConfirm}
      onClose={onClose}
      actionsClassName="order-confirm__actions"
    >
      {children}
    </ConfirmModal>
  );
}
