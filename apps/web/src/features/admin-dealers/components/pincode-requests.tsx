import { useId, useState } from 'react';
import type { AdminPincodeRequest } from '@kt/contract/admin/pincode-requests';
import { messages } from '@kt/contract/messages';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ShowMore } from '../../../components/ui/show-more.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDayInIndia } from '../../../lib/format.ts';
import { useDecidePincodeRequest, usePincodeRequests } from '../api/pincode-requests.ts';
import { adminDealerTexts } from '../texts.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import '../admin-dealers.css';

const t = adminDealerTexts.pincodes;
const errorText = (error: unknown) => (error instanceof ApiError ? error.message : messages.general.loadFailed);

/** /admin/pincode-requests: the dealers' pending requests, the longest waiting first, each approved or rejected with a reason. */
export function PincodeRequests() {
  const headingId = useId();
  const list = usePincodeRequests();
  let content;
  if (list.isPending) {
    content = (
      <div aria-busy="true">
        <span className="visually-hidden">{t.loading}</span>
        <span className="admin-dealers__skeleton skeleton" />
      </div>
    );
  } else if (list.isLoadingError) {
    content = <LoadError onRetry={() => void list.refetch()} />;
  } else if (list.data.length === 0) {
    content = <p className="empty-state">{t.empty}</p>;
  } else {
    content = (
      <>
        <ul className="admin-list" aria-labelledby={headingId}>
          {list.data.map((request) => (
            <li key={request.id}>
              <RequestCard request={request} />
            </li>
          ))}
        </ul>
        <ShowMore list={list} label={adminDealerTexts.common.showMore} busyLabel={adminDealerTexts.common.loadingMore} />
      </>
    );
  }
  return (
    <div className="admin-page">
      <p className="lead">{t.lead}</p>
      <section className="admin-dealers__section" aria-labelledby={headingId}>
        <h2 id={headingId} className="visually-hidden">
          {t.listLabel}
        </h2>
        {content}
      </section>
    </div>
  );
}

function RequestCard({ request }: { request: AdminPincodeRequest }) {
  const titleId = useId();
  const decide = useDecidePincodeRequest();
  const [isRejecting, setIsRejecting] = useState(false);
  const [rejectError, setRejectError] = useState<string | null>(null);

  function approve() {
    decide.mutate({ id: request.id, approve: true }, { onSuccess: (answer) => toast.success(answer.msg), onError: (error) => toast.error(errorText(error)) });
  }

  function reject(reason: string) {
    setRejectError(null);
    decide.mutate(
      { id: request.id, approve: false, reason },
      {
        onSuccess: (answer) => {
          setIsRejecting(false);
          toast.success(answer.msg);
        },
        onError: (error) => setRejectError(errorText(error)),
      },
    );
  }

  return (
    <article className="admin-card" aria-labelledby={titleId}>
      <div className="admin-card__head">
        <h3 id={titleId} className="admin-card__title">
          {t.pincode} {request.pincode}
        </h3>
        <p className="admin-card__meta">
          {adminDealerTexts.common.received} {formatDayInIndia(request.created_at)}
        </p>
      </div>
      <dl className="admin-card__fields">
        <dt>{adminDealerTexts.common.dealer}</dt>
        <dd>{request.dealer.username}</dd>
        <dt>{adminDealerTexts.common.email}</dt>
        <dd>{request.dealer.email}</dd>
        <dt>{adminDealerTexts.common.ktId}</dt>
        <dd>{request.dealer.KT_ID}</dd>
        <dt>{t.area}</dt>
        <dd>
          {request.area}, {request.city}, {request.state}
        </dd>
      </dl>
      <div className="admin-card__actions" aria-busy={decide.isPending}>
        <button type="button" className="btn btn--primary" disabled={decide.isPending} onClick={approve}>
          {t.approve}
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          disabled={decide.isPending}
          onClick={() => {
            setRejectError(null);
            setIsRejecting(true);
          }}
        >
          {t.reject}
        </button>
      </div>
      {isRejecting && (
        <ReasonDialog
          title={t.rejectTitle(request.pincode, request.dealer.username)}
          confirmLabel={t.rejectConfirm}
          busyLabel={t.rejecting}
          isBusy={decide.isPending}
          serverMessage={rejectError}
          onConfirm={reject}
          onClose={() => setIsRejecting(false)}
        />
      )}
    </article>
  );
}
