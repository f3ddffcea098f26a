import { useId, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AllPincodesResponse, DealerArea } from '@kt/contract/dealer-settings/pincodes';
import { messages } from '@kt/contract/messages';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { toast } from '../../../../components/ui/toast.tsx';
import { useSaveAreas } from '../api/save-areas.ts';
import { areaTexts, refusalText } from '../area-texts.ts';
import { ConfirmModal } from '../../../../components/ui/confirm-modal.tsx';

type Props = { dealerId: number; pincodes: UseQueryResult<AllPincodesResponse> };

/** The added areas (spec 2.7: State, City, Area and a delete button each). */
export function AreaList({ dealerId, pincodes }: Props) {
  const headingId = useId();
  const save = useSaveAreas(dealerId);
  const [toDelete, setToDelete] = useState<DealerArea | null>(null);
  const areas = pincodes.data?.areas;

  function deleteConfirmed() {
    if (!toDelete || !areas || save.isPending) return;
    // The spec's delete: update_pincodes with every slot but this one.
    const remaining = areas
      .filter((entry) => entry.pincode !== toDelete.pincode)
      .map((entry) => ({ pincode: entry.pincode, area: entry.area }));
    save.mutate(remaining, {
      onSuccess: () => toast.success(messages.dealerSettings.pincodesUpdated),
      onError: (error) => toast.error(refusalText(error)),
      onSettled: () => setToDelete(null),
    });
  }

  let body;
  if (pincodes.isPending) {
    body = (
      <div aria-busy="true">
        <span className="visually-hidden">{areaTexts.loadingList}</span>
        <ul className="stack-list">
          {[0, 1].map((key) => (
            <li key={key} className="card areas__card areas__card--skeleton skeleton" />
          ))}
        </ul>
      </div>
    );
  } else if (pincodes.isError) {
    body = <LoadError onRetry={() => void pincodes.refetch()} />;
  } else if (pincodes.data.areas.length === 0) {
    body = (
      <div className="empty-state">
        <p>{areaTexts.empty}</p>
      </div>
    );
  } else {
    body = (
      <ul className="stack-list">
        {pincodes.data.areas.map((entry) => (
          <li key={entry.pincode} className="card areas__card">
            <dl className="areas__facts">
              <div>
                <dt>{areaTexts.pincode}</dt>
                <dd>{entry.pincode}</dd>
              </div>
              <div>
                <dt>{areaTexts.state}</dt>
                <dd>{entry.state}</dd>
              </div>
              <div>
                <dt>{areaTexts.city}</dt>
                <dd>{entry.city}</dd>
              </div>
              <div>
                <dt>{areaTexts.area}</dt>
                <dd>{entry.area}</dd>
              </div>
            </dl>
            <button
              type="button"
              className="btn btn--danger areas__delete"
              aria-label={areaTexts.deleteName(entry.pincode, entry.area)}
              disabled={save.isPending}
              onClick={() => setToDelete(entry)}
            >
              {areaTexts.delete}
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="areas__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="areas__title">
        {areaTexts.listTitle}
        {areas && <span className="areas__count"> {areaTexts.listCount(areas.length)}</span>}
      </h2>
      {body}
      {toDelete && (
        <ConfirmModal
          title={areaTexts.confirmTitle}
          keepLabel={areaTexts.keep}
          confirmLabel={areaTexts.confirmDelete}
          busyLabel={areaTexts.deleting}
          isBusy={save.isPending}
          onConfirm={deleteConfirmed}
          onClose={() => setToDelete(null)}
        >
          <p className="dialog__text">{areaTexts.confirmText(toDelete.pincode, toDelete.area)}</p>
        </ConfirmModal>
      )}
    </section>
  );
}
