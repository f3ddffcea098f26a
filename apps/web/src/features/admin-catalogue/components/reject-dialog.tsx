import { useId, useState, type FormEvent } from 'react';
import type { AdminCategoryRequest } from '@kt/contract/admin/category-requests';
import { messages } from '@kt/contract/messages';
import { Modal } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useRejectCategoryRequest } from '../api/reject-category-request.ts';
import { readRefusal } from '../entry-rules.ts';
import { adminCatalogueTexts } from '../texts.ts';

const t = adminCatalogueTexts.reject;
/** The contract's bound of a reason. */
const reasonMaxLength = 500;

/** Rejects a request with the reason the dealer reads (required). */
export function RejectDialog({ request, onClose }: { request: AdminCategoryRequest; onClose: () => void }) {
  const headingId = useId();
  const reject = useRejectCategoryRequest();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [alert, setAlert] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reject.isPending) return;
    if (reason.trim() === '') {
      setError(messages.admin.reasonRequired);
      return;
    }
    setError(undefined);
    setAlert(null);
    reject.mutate(
      { id: request.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(t.done);
          onClose();
        },
        onError: (failure) => {
          const refusal = readRefusal(failure);
          setError(refusal.errors.reason);
          setAlert(refusal.alert);
        },
      },
    );
  }

  return (
    <Modal className="dialog catalogue-dialog" onClose={onClose} labelledBy={headingId}>
      <h2 id={headingId} className="dialog__title">
        {t.title(request.category_name)}
      </h2>
      <form className="form" noValidate onSubmit={submit} aria-busy={reject.isPending}>
        <TextAreaField label={t.reasonLabel} name="reason" rows={3} maxLength={reasonMaxLength} value={reason} error={error} onChange={(event) => setReason(event.target.value)} />
        <FormAlert message={alert} />
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t.cancel}
          </button>
          <button type="submit" className="btn btn--primary" disabled={reject.isPending}>
            {reject.isPending ? t.busy : t.confirm}
          </button>
        </div>
      </form>
    </Modal>
  );
}
