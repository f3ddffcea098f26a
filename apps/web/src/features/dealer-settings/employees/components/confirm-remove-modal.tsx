import { useId } from 'react';
import type { EmployeeEntry } from '@kt/contract/dealer-settings/employees';
import { Modal } from '../../../../components/ui/dialog.tsx';
import { employeeTexts } from '../employee-rules.ts';

type Props = { employee: EmployeeEntry; isBusy: boolean; onConfirm: () => void; onClose: () => void };

/** Asked before an employee is removed: it cannot be undone. Focus starts on 'Keep', the safe choice. */
export function ConfirmRemoveModal({ employee, isBusy, onConfirm, onClose }: Props) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Modal className="dialog" onClose={onClose} labelledBy={titleId} describedBy={bodyId}>
      <h2 id={titleId} className="dialog__title">
        {employeeTexts.confirmTitle}
      </h2>
      <p id={bodyId} className="dialog__text">
        {employeeTexts.confirmBody(employee.username, employee.email)}
      </p>
      <div className="dialog__actions" aria-busy={isBusy}>
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {employeeTexts.keep}
        </button>
        <button type="button" className="btn btn--confirm" disabled={isBusy} onClick={onConfirm}>
          {isBusy ? employeeTexts.removing : employeeTexts.confirmRemove}
        </button>
      </div>
    </Modal>
  );
}
