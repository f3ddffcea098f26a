import { useId, useState } from 'react';
import type { AdminPincodeRequest } from '@kt/contract/admin/pincode-requests';
import { messages } from '@kt/contract/messages';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { ReasonDialog } from '../../../components/form/reason-dialog.tsx';
import { DecisionCard } from '../../../components/ui/decision-card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ShowMore } from '../../../components/ui/show-more.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDayInIndia } from '../../../lib/format.ts';
import { useDecidePincodeRequest, usePincodeRequests } from '../api/pincode-requests.ts';
import { adminDealerTexts } from '../texts.ts';
import '../admin-dealers.css';

const t = adminDealerTexts.pincodes;
const errorText = (error: unknown) => (error instanceof ApiError ? localizeEnglish(error.message) : messages.general.loadFailed);

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
  const decide = useDecidePincodeRequest();
  const [isRejecting, setIsRejecting] = useState(false);

  function approve() {
    decide.mutate({ id: request.id, approve: true }, { onSuccess: (answer) => toast.success(localizeEnglish(answer.msg)), onError: (error) => toast.error(errorText(error)) });
  }

  async function reject(reason: string) {
    const answer = await decide.mutateAsync({ id: request.id, approve: false, reason });
    setIsRejecting(false);
    toast.success(localizeEnglish(answer.msg));
  }

  return (
    <DecisionCard
      headingLevel={3}
      title={`${t.pincode} ${request.pincode}`}
      aside={
        <p className="admin-card__meta">
          {adminDealerTexts.common.received} {formatDayInIndia(request.created_at)}
        </p>
      }
      facts={[
        { term: adminDealerTexts.common.dealer, value: request.dealer.username },
        { term: adminDealerTexts.common.email, value: request.dealer.email },
        { term: adminDealerTexts.common.ktId, value: request.dealer.KT_ID },
        { term: t.area, value: `${request.area}, ${request.city}, ${request.state}` },
      ]}
      decision={{
        approveLabel: t.approve,
        rejectLabel: t.reject,
        isBusy: decide.isPending,
        onApprove: approve,
        onReject: () => setIsRejecting(true),
      }}
      dialog={
        isRejecting && (
          <ReasonDialog
            title={t.rejectTitle(request.pincode, request.dealer.username)}
            label={adminDealerTexts.common.reasonLabel}
            confirmLabel={t.rejectConfirm}
            busyLabel={t.rejecting}
            cancelLabel={adminDealerTexts.common.cancel}
            onConfirm={reject}
            onClose={() => setIsRejecting(false)}
          />
        )
      }
    />
  );
}
