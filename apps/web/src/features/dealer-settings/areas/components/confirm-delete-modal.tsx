import { useId, type ReactNode } from 'react';
import { Modal } from '../../../../components/ui/dialog.tsx';
import { areaTexts } from '../area-texts.ts';

type Props = { children: ReactNode; isBusy: boolean; onConfirm: () => void; onClose: () => void };

/** 'Delete this area?' before an area goes: focus starts on 'Keep it', the safe choice; the green button confirms. */
export function ConfirmDeleteModal({ children, isBusy, onConfirm, onClose }: Props) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Modal className="dialog" onClose={onClose} labelledBy={titleId} describedBy={bodyId}>
      <h2 id={titleId} className="dialog__title">
        {areaTexts.confirmTitle}
      </h2>
      <div id={bodyId} className="dialog__body">
        {children}
      </div>
      <div className="dialog__actions" aria-busy={isBusy}>
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {areaTexts.keep}
        </button>
        <button type="button" className="btn btn--confirm" disabled={isBusy} onClick={onConfirm}>
          {isBusy ? areaTexts.deleting : areaTexts.confirmDelete}
        </button>
      </div>
    </Modal>
  );
}
