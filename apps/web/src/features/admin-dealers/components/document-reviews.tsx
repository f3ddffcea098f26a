import { useId, useState } from 'react';
import { reviewStatuses, type DocumentReview, type ReviewStatus } from '@kt/contract/admin/documents';
import { messages } from '@kt/contract/messages';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ShowMore } from '../../../components/ui/show-more.tsx';
import { Tabs, tabPanelProps } from '../../../components/ui/tabs.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDayInIndia } from '../../../lib/format.ts';
import { useDecideDocuments, useDocumentReviews } from '../api/document-reviews.ts';
import { downloadWithToken, fileNameOf } from '../../../lib/download-with-token.ts';
import { adminDealerTexts } from '../texts.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import '../admin-dealers.css';

const t = adminDealerTexts.documents;
const errorText = (error: unknown) => (error instanceof ApiError ? error.message : messages.general.loadFailed);

/** /admin/documents: the dealers' document sets by review state, each file to open, and the decision. */
export function DocumentReviews() {
  const idPrefix = useId();
  const [status, setStatus] = useState<ReviewStatus>('Awaiting review');
  return (
    <div className="admin-page">
      <p className="lead">{t.lead}</p>
      <Tabs label={t.tabsLabel} idPrefix={idPrefix} value={status} onChange={setStatus} options={reviewStatuses.map((value) => ({ value, label: t.tabs[value] }))} />
      <div {...tabPanelProps(idPrefix, status)}>
        <ReviewList key={status} status={status} />
      </div>
    </div>
  );
}

function ReviewList({ status }: { status: ReviewStatus }) {
  const list = useDocumentReviews(status);
  if (list.isPending) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden">{t.loading}</span>
        <span className="admin-dealers__skeleton skeleton" />
      </div>
    );
  }
  if (list.isLoadingError) return <LoadError onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <p className="empty-state">{t.empty[status]}</p>;
  return (
    <>
      <ul className="admin-list">
        {list.data.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      <ShowMore list={list} label={adminDealerTexts.common.showMore} busyLabel={adminDealerTexts.common.loadingMore} />
    </>
  );
}

const badgeTone: Record<ReviewStatus, string> = { 'Awaiting review': '', Verified: ' admin-badge--ok', Rejected: ' admin-badge--refused' };

function ReviewCard({ review }: { review: DocumentReview }) {
  const nameId = useId();
  const decide = useDecideDocuments();
  const [isRejecting, setIsRejecting] = useState(false);
  const [rejectError, setRejectError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const isAwaiting = review.status === 'Awaiting review';

  async function download(url: string) {
    if (downloading) return;
    setDownloading(url);
    try {
      await downloadWithToken(url, fileNameOf(url));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setDownloading(null);
    }
  }

  function verify() {
    decide.mutate(
      { dealerId: review.id, verify: true },
      { onSuccess: (answer) => toast.success(answer.msg), onError: (error) => toast.error(errorText(error)) },
    );
  }

  function reject(reason: string) {
    setRejectError(null);
    decide.mutate(
      { dealerId: review.id, verify: false, reason },
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
    <article className="admin-card" aria-labelledby={nameId}>
      <div className="admin-card__head">
        <h2 id={nameId} className="admin-card__title">
          {review.username}
        </h2>
        <span className={`admin-badge${badgeTone[review.status]}`}>{t.tabs[review.status]}</span>
      </div>
      <dl className="admin-card__fields">
        <dt>{adminDealerTexts.common.ktId}</dt>
        <dd>{review.KT_ID}</dd>
        <dt>{adminDealerTexts.common.email}</dt>
        <dd>{review.email}</dd>
        <dt>{t.accountType}</dt>
        <dd>{review.account_type}</dd>
        {review.uploaded_at && (
          <>
            <dt>{t.uploaded}</dt>
            <dd>{formatDayInIndia(review.uploaded_at)}</dd>
          </>
        )}
        {review.reason && (
          <>
            <dt>{t.reason}</dt>
            <dd>{review.reason}</dd>
          </>
        )}
      </dl>
      <h3 className="admin-dealers__subtitle">{t.files}</h3>
      {review.documents.length === 0 ? (
        <p className="admin-card__meta">{t.noFiles}</p>
      ) : (
        <ul className="admin-dealers__files">
          {review.documents.map((document) => {
            const label = t.fields[document.field];
            const isBusy = downloading === document.url;
            return (
              <li key={document.url}>
                <button
                  type="button"
                  className="btn btn--secondary"
                  aria-label={t.downloadName(label, review.username)}
                  aria-busy={isBusy || undefined}
                  disabled={isBusy}
                  onClick={() => void download(document.url)}
                >
                  {isBusy ? t.downloading : `${label} · ${Math.max(1, Math.round(document.bytes / 1024))} KB`}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {isAwaiting && (
        <div className="admin-card__actions" aria-busy={decide.isPending}>
          <button type="button" className="btn btn--primary" disabled={decide.isPending} onClick={verify}>
            {decide.isPending && decide.variables?.verify ? t.verifying : t.verify}
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
      )}
      {isRejecting && (
        <ReasonDialog
          title={t.rejectTitle(review.username)}
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
