import { useId, useState } from 'react';
import { reviewStatuses, type DocumentReview, type ReviewStatus } from '@kt/contract/admin/documents';
import { messages } from '@kt/contract/messages';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { ReasonDialog } from '../../../components/form/reason-dialog.tsx';
import { DecisionCard } from '../../../components/ui/decision-card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ShowMore } from '../../../components/ui/show-more.tsx';
import { StatusPill, type StatusTone } from '../../../components/ui/status-pill.tsx';
import { Tabs, tabPanelProps } from '../../../components/ui/tabs.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDayInIndia } from '../../../lib/format.ts';
import { useDecideDocuments, useDocumentReviews } from '../api/document-reviews.ts';
import { downloadWithToken, fileNameOf } from '../../../lib/download-with-token.ts';
import { adminDealerTexts } from '../texts.ts';
import '../admin-dealers.css';

const t = adminDealerTexts.documents;
const errorText = (error: unknown) => (error instanceof ApiError ? localizeEnglish(error.message) : messages.general.loadFailed);

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

const reviewTones: Record<ReviewStatus, StatusTone> = { 'Awaiting review': 'warning', Verified: 'success', Rejected: 'danger' };

function ReviewCard({ review }: { review: DocumentReview }) {
  const decide = useDecideDocuments();
  const [isRejecting, setIsRejecting] = useState(false);
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
      { onSuccess: (answer) => toast.success(localizeEnglish(answer.msg)), onError: (error) => toast.error(errorText(error)) },
    );
  }

  async function reject(reason: string) {
    const answer = await decide.mutateAsync({ dealerId: review.id, verify: false, reason });
    setIsRejecting(false);
    toast.success(localizeEnglish(answer.msg));
  }

  return (
    <DecisionCard
      title={review.username}
      aside={<StatusPill tone={reviewTones[review.status]}>{t.tabs[review.status]}</StatusPill>}
      facts={[
        { term: adminDealerTexts.common.ktId, value: review.KT_ID },
        { term: adminDealerTexts.common.email, value: review.email },
        { term: t.accountType, value: localizeEnglish(review.account_type) },
        review.uploaded_at ? { term: t.uploaded, value: formatDayInIndia(review.uploaded_at) } : null,
        review.reason ? { term: t.reason, value: review.reason } : null,
      ]}
      decision={
        isAwaiting
          ? {
              approveLabel: t.verify,
              approvingLabel: t.verifying,
              isApproving: decide.isPending && decide.variables?.verify,
              rejectLabel: t.reject,
              isBusy: decide.isPending,
              onApprove: verify,
              onReject: () => setIsRejecting(true),
            }
          : undefined
      }
      dialog={
        isRejecting && (
          <ReasonDialog
            title={t.rejectTitle(review.username)}
            label={adminDealerTexts.common.reasonLabel}
            confirmLabel={t.rejectConfirm}
            busyLabel={t.rejecting}
            cancelLabel={adminDealerTexts.common.cancel}
            onConfirm={reject}
            onClose={() => setIsRejecting(false)}
          />
        )
      }
    >
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
    </DecisionCard>
  );
}
