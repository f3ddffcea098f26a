import { useId, useState } from 'react';
import type { AdminFaqItem } from '@kt/contract/admin/content';
import { messages } from '@kt/contract/messages';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAddFaqItem } from '../api/add-faq-item.ts';
import { useDeleteFaqItem } from '../api/delete-faq-item.ts';
import { useFaqItems } from '../api/get-faq-items.ts';
import { useUpdateFaqItem } from '../api/update-faq-item.ts';
import { excerpt } from '../excerpt.ts';
import { plainText } from '../plain-text.ts';
import { adminContentTexts as t } from '../texts.ts';
import { FaqForm } from './faq-form.tsx';
import { adminMessages } from '@kt/contract/admin/admin-messages';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';

/**
 * The FAQ tab: the form (adding, or editing the chosen question: one form at a time), then the
 * questions in their public order with a preview of each answer, Edit and Delete.
 */
export function FaqPanel() {
  const listHeadingId = useId();
  const idPrefix = useId();
  const items = useFaqItems();
  const add = useAddFaqItem();
  const update = useUpdateFaqItem();
  const remove = useDeleteFaqItem();
  const [editing, setEditing] = useState<AdminFaqItem | null>(null);
  const [generation, setGeneration] = useState(0);
  const [toDelete, setToDelete] = useState<AdminFaqItem | null>(null);
  const editButtonId = (id: number) => `${idPrefix}-edit-${id}`;

  function finishEditing() {
    const id = editing?.id;
    setEditing(null);
    if (id !== undefined) window.setTimeout(() => document.getElementById(editButtonId(id))?.focus(), 0);
  }

  function confirmDelete(item: AdminFaqItem) {
    remove.mutate(item.id, {
      onSuccess: () => {
        toast.success(adminMessages.faqRemoved);
        if (editing?.id === item.id) setEditing(null);
      },
      onError: (error) => toast.error(error instanceof ApiError ? localizeEnglish(error.message) : messages.general.loadFailed),
      onSettled: () => setToDelete(null),
    });
  }

  let list;
  if (items.isError) list = <LoadError onRetry={() => void items.refetch()} />;
  else if (items.isPending) list = <p className="admin-card__meta" aria-busy="true">{t.faq.loading}</p>;
  else if (items.data.length === 0) list = <p className="empty-state">{t.faq.empty}</p>;
  else {
    list = (
      <ul className="admin-list" aria-labelledby={listHeadingId}>
        {items.data.map((item) => (
          <li key={item.id} className="admin-card content-item content-item--text">
            <div className="content-item__body">
              <h3 className="admin-card__title">{item.qns}</h3>
              <p className="content-item__text content-item__text--clamped">{excerpt(plainText(item.ans), 200)}</p>
              <p className="admin-card__meta">{t.positionShown(item.position)}</p>
            </div>
            <div className="admin-card__actions">
              <button id={editButtonId(item.id)} type="button" className="btn btn--secondary" aria-label={t.editLabel(item.qns)} onClick={() => setEditing(item)}>
                {t.edit}
              </button>
              <button type="button" className="btn btn--danger" aria-label={t.deleteLabel(item.qns)} disabled={remove.isPending} onClick={() => setToDelete(item)}>
                {t.delete}
              </button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="content-panel">
      <p className="lead">{t.faq.lead}</p>
      <FaqForm
        key={editing ? `edit-${editing.id}` : `add-${generation}`}
        editing={editing}
        add={add}
        update={update}
        onAdded={() => setGeneration((n) => n + 1)}
        onDone={finishEditing}
      />
      <section className="content-panel__list" aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} className="content-panel__heading">
          {t.faq.listLabel}
        </h2>
        {list}
      </section>
      {toDelete && (
        <ConfirmModal
          title={t.faq.deleteTitle}
          keepLabel={t.keep}
          confirmLabel={t.confirmDelete}
          busyLabel={t.deleting}
          isBusy={remove.isPending}
          onClose={() => setToDelete(null)}
          onConfirm={() => confirmDelete(toDelete)}
        >
          <p className="dialog__text">{t.faq.deleteBody(toDelete.qns)}</p>
        </ConfirmModal>
      )}
    </div>
  );
}
