import { useId, useState } from 'react';
import type { EmployeeEntry } from '@kt/contract/dealer-settings/employees';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { messages } from '@kt/contract/messages';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { ShowMore } from '../../../../components/ui/show-more.tsx';
import { toast } from '../../../../components/ui/toast.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useEmployees } from '../api/get-employees.ts';
import { useRemoveEmployee } from '../api/remove-employee.ts';
import { employeeTexts } from '../texts.ts';
import { ConfirmModal } from '../../../../components/ui/confirm-modal.tsx';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';

/** The dealer's employees (GET /v3/api/employees/, a page at a time), each with Remove after a confirmation. */
export function EmployeeList({ dealerId }: { dealerId: number }) {
  const headingId = useId();
  const employees = useEmployees(dealerId);
  const remove = useRemoveEmployee();
  const [toRemove, setToRemove] = useState<EmployeeEntry | null>(null);

  function confirmRemoval(employee: EmployeeEntry) {
    remove.mutate(
      { dealerId, employeeId: employee.id },
      {
        onSuccess: () => toast.success(dealerAreaMessages.employeeRemoved),
        onError: (error) => toast.error(error instanceof ApiError ? localizeEnglish(error.message) : messages.general.loadFailed),
        onSettled: () => setToRemove(null),
      },
    );
  }

  let content;
  if (employees.isPending) {
    content = (
      <ul className="stack-list" aria-busy="true" aria-label={employeeTexts.loading}>
        {[0, 1].map((n) => (
          <li key={n} className="card employee-card skeleton employees__skeleton" />
        ))}
      </ul>
    );
  } else if (employees.isLoadingError) {
    content = <LoadError onRetry={() => void employees.refetch()} />;
  } else if (employees.data.length === 0) {
    content = <p className="empty-state">{employeeTexts.empty}</p>;
  } else {
    content = (
      <ul className="stack-list" aria-labelledby={headingId}>
        {employees.data.map((employee) => (
          <EmployeeCard key={employee.id} employee={employee} isBusy={remove.isPending} onRemove={() => setToRemove(employee)} />
        ))}
      </ul>
    );
  }

  return (
    <section className="employees__list-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="employees__title">
        {employeeTexts.listTitle}
      </h2>
      {content}
      {employees.isSuccess && <ShowMore list={employees} label={employeeTexts.showMore} busyLabel={employeeTexts.loadingMore} />}
      {toRemove && (
        <ConfirmModal
          title={employeeTexts.confirmTitle}
          keepLabel={employeeTexts.keep}
          confirmLabel={employeeTexts.confirmRemove}
          busyLabel={employeeTexts.removing}
          isBusy={remove.isPending}
          onClose={() => setToRemove(null)}
          onConfirm={() => confirmRemoval(toRemove)}
        >
          <p className="dialog__text">{employeeTexts.confirmBody(toRemove.username, toRemove.email || toRemove.mobile_number)}</p>
        </ConfirmModal>
      )}
    </section>
  );
}

function EmployeeCard({ employee, isBusy, onRemove }: { employee: EmployeeEntry; isBusy: boolean; onRemove: () => void }) {
  return (
    <li className="card employee-card">
      {employee.ProfilePic ? (
        <img
          className="employee-card__picture"
          src={employee.ProfilePic}
          alt={employeeTexts.pictureAlt(employee.username)}
          width="48"
          height="48"
          loading="lazy"
        />
      ) : (
        <span className="employee-card__picture employee-card__picture--empty" aria-hidden="true">
          {employee.username.trim().charAt(0).toUpperCase() || '?'}
        </span>
      )}
      <div className="employee-card__facts">
        <p className="employee-card__name">{employee.username}</p>
        <p className="employee-card__line">
          {employeeTexts.ktId} {employee.KT_ID}
        </p>
        {/* An employee added by mobile number has no e-mail. */}
        {employee.email && <p className="employee-card__line">{employee.email}</p>}
        <p className="employee-card__line">
          <a href={`tel:${employee.mobile_number}`}>{employee.mobile_number}</a>
        </p>
      </div>
      <button
        type="button"
        className="btn btn--danger employee-card__remove"
        disabled={isBusy}
        aria-label={employeeTexts.removeLabel(employee.username)}
        onClick={onRemove}
      >
        {employeeTexts.remove}
      </button>
    </li>
  );
}
