import { useId, useState } from 'react';
import { ZInitiativeRemoval, type AdminInitiative } from '@kt/contract/admin/content';
import { contentLimits } from '@kt/contract/admin/content-limits';
import { ReasonDialog } from '../../../components/form/reason-dialog.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ShowMore } from '../../../components/ui/show-more.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { formatDayInIndia } from '../../../lib/format.ts';
import { useAdminInitiatives } from '../api/get-initiatives.ts';
import { useRemoveInitiative } from '../api/remove-initiative.ts';
import { adminContentTexts } from '../texts.ts';
import { adminMessages } from '@kt/contract/admin/admin-messages';

const t = adminContentTexts.initiatives;
const removalRule = { schema: ZInitiativeRemoval, maxLength: contentLimits.removalReasonMaxLength };

/**
 * The Initiatives tab: every dealer's initiatives, newest first, a page at a time; removing one
 * asks for the reason the dealer is mailed.
 */
export function InitiativesPanel() {
  const listHeadingId = useId();
  const initiatives = useAdminInitiatives();
  const [toRemove, setToRemove] = useState<AdminInitiative | null>(null);

  let content;
  if (initiatives.isLoadingError) content = <LoadError onRetry={() => void initiatives.refetch()} />;
  else if (initiatives.isPending) content = <p className="admin-card__meta" aria-busy="true">{t.loading}</p>;
  else if (initiatives.data.length === 0) content = <p className="empty-state">{t.empty}</p>;
  else {
    content = (
      <ul className="admin-list" aria-labelledby={listHeadingId}>
        {initiatives.data.map((initiative) => (
          <li key={initiative.id} className="admin-card content-item">
            {initiative.photo ? (
              <img
                className="admin-card__picture"
                src={initiative.photo}
                alt={t.photoAlt(initiative.dealer.username)}
                width="96"
                height="96"
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className="admin-card__picture content-item__no-picture">{t.noPhoto}</span>
            )}
            <div className="content-item__body">
              <h3 className="admin-card__title">{t.dealerLine(initiative.dealer.username, initiative.dealer.KT_ID)}</h3>
              <p className="content-item__text">{initiative.message}</p>
              <p className="admin-card__meta">{t.addedOn(formatDayInIndia(initiative.created_at))}</p>
            </div>
            <div className="admin-card__actions">
              <button type="button" className="btn btn--danger" aria-label={t.removeLabel(initiative.message)} onClick={() => setToRemove(initiative)}>
                {t.remove}
              </button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="content-panel">
      <p className="lead">{t.lead}</p>
      <section className="content-panel__list" aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} className="content-panel__heading">
          {t.listLabel}
        </h2>
        {content}
        {initiatives.isSuccess && <ShowMore list={initiatives} label={t.showMore} busyLabel={t.loadingMore} />}
      </section>
      {toRemove && <RemoveDialog initiative={toRemove} onClose={() => setToRemove(null)} />}
    </div>
  );
}

/** Asks for the reason (the contract's rule of a removal), then removes: the dealer is mailed it. A refusal shows in the dialog. */
function RemoveDialog({ initiative, onClose }: { initiative: AdminInitiative; onClose: () => void }) {
  const remove = useRemoveInitiative();

  async function confirm(reason: string) {
    await remove.mutateAsync({ id: initiative.id, reason });
    toast.success(adminMessages.initiativeRemoved);
    onClose();
  }

  return (
    <ReasonDialog
      title={t.removeTitle}
      description={t.removeBody(initiative.dealer.username)}
      label={t.reasonLabel}
      rule={removalRule}
      cancelLabel={t.keep}
      confirmLabel={t.confirmRemove}
      busyLabel={t.removing}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
