import { useState } from 'react';
import type { AdminCategoryRequest } from '@kt/contract/admin/category-requests';
import { ReasonDialog } from '../../../components/form/reason-dialog.tsx';
import { DecisionCard } from '../../../components/ui/decision-card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ShowMore } from '../../../components/ui/show-more.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { formatDayInIndia } from '../../../lib/format.ts';
import { usePendingCategoryRequests } from '../api/get-category-requests.ts';
import { useRejectCategoryRequest } from '../api/reject-category-request.ts';
import { adminCatalogueTexts } from '../texts.ts';
import { ApproveDialog } from './approve-dialog.tsx';
import '../admin-catalogue.css';

const t = adminCatalogueTexts.requests;

type Deciding = { request: AdminCategoryRequest; approve: boolean };

function RequestCard({ request, onDecide }: { request: AdminCategoryRequest; onDecide: (deciding: Deciding) => void }) {
  return (
    <DecisionCard
      title={request.category_name}
      picture={{ src: request.image, alt: t.pictureAlt(request.category_name) }}
      facts={[
        { term: t.dealer, value: `${request.dealer.username} (${request.dealer.KT_ID})` },
        { term: t.dealerEmail, value: request.dealer.email },
        { term: t.requestedOn, value: formatDayInIndia(request.created_at) },
        { term: t.description, value: request.description || t.noDescription },
      ]}
      decision={{
        approveLabel: t.approve,
        approveAriaLabel: t.approveLabel(request.category_name),
        rejectLabel: t.reject,
        rejectAriaLabel: t.rejectLabel(request.category_name),
        onApprove: () => onDecide({ request, approve: true }),
        onReject: () => onDecide({ request, approve: false }),
      }}
    />
  );
}

/** Rejects a request with the reason the dealer reads (required). */
function RejectDialog({ request, onClose }: { request: AdminCategoryRequest; onClose: () => void }) {
  const reject = useRejectCategoryRequest();
  async function confirm(reason: string) {
    await reject.mutateAsync({ id: request.id, reason });
    toast.success(adminCatalogueTexts.reject.done);
    onClose();
  }
  return (
    <ReasonDialog
      title={adminCatalogueTexts.reject.title(request.category_name)}
      label={adminCatalogueTexts.reject.reasonLabel}
      confirmLabel={adminCatalogueTexts.reject.confirm}
      busyLabel={adminCatalogueTexts.reject.busy}
      cancelLabel={adminCatalogueTexts.reject.cancel}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

/**
 * /admin/category-requests (issue 15): the dealers' pending category requests, the longest
 * waiting first, a page at a time. Each is approved into the catalogue (as a category, or as a
 * subcategory of a chosen one; the name editable) or rejected with a reason.
 */
export function AdminCategoryRequests() {
  const requests = usePendingCategoryRequests();
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const close = () => setDeciding(null);

  let content;
  if (requests.isPending) {
    content = <p className="admin-card__meta" aria-busy="true">{t.loading}</p>;
  } else if (requests.isLoadingError) {
    content = <LoadError onRetry={() => void requests.refetch()} />;
  } else if (requests.data.length === 0) {
    content = <p className="empty-state">{t.empty}</p>;
  } else {
    content = (
      <ul className="admin-list" aria-label={t.listLabel}>
        {requests.data.map((request) => (
          <li key={request.id}>
            <RequestCard request={request} onDecide={setDeciding} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="admin-page admin-catalogue">
      <p className="lead">{t.lead}</p>
      {content}
      {requests.isSuccess && <ShowMore list={requests} label={t.showMore} busyLabel={t.loadingMore} />}
      {deciding &&
        (deciding.approve ? (
          <ApproveDialog key={deciding.request.id} request={deciding.request} onClose={close} />
        ) : (
          <RejectDialog key={deciding.request.id} request={deciding.request} onClose={close} />
        ))}
    </div>
  );
}
