import { useId, useState } from 'react';
import type { AdminCategoryRequest } from '@kt/contract/admin/category-requests';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ShowMore } from '../../../components/ui/show-more.tsx';
import { formatDayInIndia } from '../../../lib/format.ts';
import { usePendingCategoryRequests } from '../api/get-category-requests.ts';
import { adminCatalogueTexts } from '../texts.ts';
import { ApproveDialog } from './approve-dialog.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import '../admin-catalogue.css';

const t = adminCatalogueTexts.requests;

type Deciding = { request: AdminCategoryRequest; approve: boolean };

function RequestCard({ request, onDecide }: { request: AdminCategoryRequest; onDecide: (deciding: Deciding) => void }) {
  const nameId = useId();
  return (
    <article className="admin-card catalogue-request" aria-labelledby={nameId}>
      <img className="admin-card__picture" src={request.image} alt={t.pictureAlt(request.category_name)} width="96" height="96" loading="lazy" decoding="async" />
      <div className="catalogue-request__body">
        <h2 id={nameId} className="admin-card__title">
          {request.category_name}
        </h2>
        <dl className="admin-card__fields">
          <dt>{t.dealer}</dt>
          <dd>
            {request.dealer.username} ({request.dealer.KT_ID})
          </dd>
          <dt>{t.dealerEmail}</dt>
          <dd>{request.dealer.email}</dd>
          <dt>{t.requestedOn}</dt>
          <dd>{formatDayInIndia(request.created_at)}</dd>
          <dt>{t.description}</dt>
          <dd>{request.description || t.noDescription}</dd>
        </dl>
      </div>
      <div className="admin-card__actions">
        <button type="button" className="btn btn--primary" aria-label={t.approveLabel(request.category_name)} onClick={() => onDecide({ request, approve: true })}>
          {t.approve}
        </button>
        <button type="button" className="btn btn--secondary" aria-label={t.rejectLabel(request.category_name)} onClick={() => onDecide({ request, approve: false })}>
          {t.reject}
        </button>
      </div>
    </article>
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
