import { useId, useState } from 'react';
import type { DealerInitiative } from '@kt/contract/marketplace/page';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { messages } from '@kt/contract/messages';
import { ConfirmModal } from '../../../../components/ui/confirm-modal.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { ShowMore } from '../../../../components/ui/show-more.tsx';
import { toast } from '../../../../components/ui/toast.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useInitiatives } from '../api/get-initiatives.ts';
import { useRemoveInitiative } from '../api/remove-initiative.ts';
import { initiativeTexts } from '../texts.ts';
import { InitiativeCard } from './initiative-card.tsx';

/**
 * The dealer's own initiatives (newest first, a page at a time), each as a card with its photo
 * and message; one at a time can be edited in place; removal asks first.
 */
export function InitiativeList({ dealerId }: { dealerId: number }) {
  const headingId = useId();
  const initiatives = useInitiatives(dealerId);
  const remove = useRemoveInitiative(dealerId);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [toRemove, setToRemove] = useState<DealerInitiative | null>(null);

  function confirmRemoval(initiative: DealerInitiative) {
    remove.mutate(initiative.id, {
      onSuccess: () => {
        toast.success(messages.marketplaceArea.initiativeRemoved);
        if (editingId === initiative.id) setEditingId(null);
      },
      onError: (error) => toast.error(error instanceof ApiError ? localizeEnglish(error.message) : messages.general.loadFailed),
      onSettled: () => setToRemove(null),
    });
  }

  let content;
  if (initiatives.isPending) {
    content = (
      <ul className="initiatives__list" aria-busy="true" aria-label={initiativeTexts.loading}>
        {[0, 1].map((n) => (
          <li key={n} className="card initiative-card initiative-card--skeleton">
            <span className="initiative-card__photo skeleton" />
            <span className="initiative-card__skeleton-line skeleton" />
          </li>
        ))}
      </ul>
    );
  } else if (initiatives.isLoadingError) {
    content = <LoadError onRetry={() => void initiatives.refetch()} />;
  } else if (initiatives.data.length === 0) {
    content = <p className="empty-state">{initiativeTexts.empty}</p>;
  } else {
    content = (
      <ul className="initiatives__list" aria-labelledby={headingId}>
        {initiatives.data.map((initiative) => (
          <li key={initiative.id}>
            <InitiativeCard
              dealerId={dealerId}
              initiative={initiative}
              isEditing={editingId === initiative.id}
              isBusy={remove.isPending}
              onEdit={() => setEditingId(initiative.id)}
              onDone={() => setEditingId(null)}
              onRemove={() => setToRemove(initiative)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="initiatives__list-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="initiatives__heading">
        {initiativeTexts.listHeading}
      </h2>
      {content}
      {initiatives.isSuccess && <ShowMore list={initiatives} label={initiativeTexts.showMore} busyLabel={initiativeTexts.loadingMore} />}
      {toRemove && (
        <ConfirmModal
          title={initiativeTexts.confirmTitle}
          keepLabel={initiativeTexts.keep}
          confirmLabel={initiativeTexts.confirmRemove}
          busyLabel={initiativeTexts.removing}
          isBusy={remove.isPending}
          onClose={() => setToRemove(null)}
          onConfirm={() => confirmRemoval(toRemove)}
        >
          <p className="dialog__text">{initiativeTexts.confirmBody(toRemove.message)}</p>
        </ConfirmModal>
      )}
    </section>
  );
}
