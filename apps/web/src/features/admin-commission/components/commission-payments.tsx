import { useId, useState } from 'react';
import { commissionPaymentStatuses, type AdminCommissionPayment, type CommissionPaymentStatus } from '@kt/contract/commission/commission';
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
import { formatDate, formatDayInIndia, formatRupees } from '../../../lib/format.ts';
import { useCommissionPayments, useDecideCommissionPayment, useOverdueStatements } from '../api/commission-payments.ts';
import { adminCommissionTexts as t } from '../texts.ts';
import '../admin-commission.css';

const errorText = (error: unknown) => (error instanceof ApiError ? localizeEnglish(error.message) : messages.general.loadFailed);
const tones: Record<CommissionPaymentStatus, StatusTone> = { Submitted: 'warning', Verified: 'success', Rejected: 'danger' };

/** /admin/commission: the dealers' UTRs by state, each to verify or reject, and the overdue statements (issue 28). */
export function CommissionPayments() {
  const idPrefix = useId();
  const [status, setStatus] = useState<CommissionPaymentStatus>('Submitted');
  return (
    <div className="admin-page">
      <p className="lead">{t.lead}</p>
      <Tabs label={t.tabsLabel} idPrefix={idPrefix} value={status} onChange={setStatus} options={commissionPaymentStatuses.map((value) => ({ value, label: t.tabs[value] }))} />
      <div {...tabPanelProps(idPrefix, status)}>
        <PaymentList key={status} status={status} />
      </div>
      <OverdueStatements />
    </div>
  );
}

function PaymentList({ status }: { status: CommissionPaymentStatus }) {
  const list = useCommissionPayments(status);
  if (list.isPending) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden">{t.loading}</span>
        <span className="admin-commission__skeleton skeleton" />
      </div>
    );
  }
  if (list.isLoadingError) return <LoadError onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <p className="empty-state">{t.empty[status]}</p>;
  return (
    <>
      <ul className="admin-list">
        {list.data.map((payment) => (
          <li key={payment.id}>
            <PaymentCard payment={payment} />
          </li>
        ))}
      </ul>
      <ShowMore list={list} label={t.showMore} busyLabel={t.loadingMore} />
    </>
  );
}

function PaymentCard({ payment }: { payment: AdminCommissionPayment }) {
  const decide = useDecideCommissionPayment();
  const [isRejecting, setIsRejecting] = useState(false);

  // mutateAsync, not mutate's callbacks: the list refetches before the answer is handed on, and
  // this card (the callbacks' observer) is gone from it by then.
  async function verify() {
    try {
      toast.success(localizeEnglish((await decide.mutateAsync({ id: payment.id, verify: true })).msg));
    } catch (error) {
      toast.error(errorText(error));
    }
  }

  async function reject(reason: string) {
    const answer = await decide.mutateAsync({ id: payment.id, verify: false, reason });
    setIsRejecting(false);
    toast.success(localizeEnglish(answer.msg));
  }

  return (
    <DecisionCard
      title={payment.statement_number}
      aside={<StatusPill tone={tones[payment.status]}>{t.tabs[payment.status]}</StatusPill>}
      facts={[
        { term: t.dealer, value: `${payment.dealer.username} (${payment.dealer.KT_ID})` },
        { term: t.amount, value: formatRupees(payment.amount) },
        { term: t.utr, value: payment.utr },
        { term: t.submitted, value: formatDayInIndia(payment.submitted_at) },
        payment.decided_at ? { term: t.decided, value: formatDayInIndia(payment.decided_at) } : null,
        payment.reason ? { term: t.reason, value: payment.reason } : null,
      ]}
      decision={
        payment.status === 'Submitted'
          ? {
              approveLabel: t.verify,
              approveAriaLabel: t.verifyName(payment.utr),
              approvingLabel: t.verifying,
              isApproving: decide.isPending && decide.variables?.verify,
              rejectLabel: t.reject,
              rejectAriaLabel: t.rejectName(payment.utr),
              isBusy: decide.isPending,
              onApprove: verify,
              onReject: () => setIsRejecting(true),
            }
          : undefined
      }
      dialog={
        isRejecting && (
          <ReasonDialog
            title={t.rejectTitle(payment.statement_number)}
            label={t.reasonLabel}
            confirmLabel={t.rejectConfirm}
            busyLabel={t.rejecting}
            cancelLabel={t.cancel}
            onConfirm={reject}
            onClose={() => setIsRejecting(false)}
          />
        )
      }
    />
  );
}

/** Every statement past its due date with commission still due: for follow-up, nothing is switched off. */
function OverdueStatements() {
  const overdue = useOverdueStatements();
  return (
    <section className="admin-commission__overdue" aria-labelledby="commission-overdue-heading">
      <h2 id="commission-overdue-heading">{t.overdueHeading}</h2>
      <p className="admin-card__meta">{t.overdueLead}</p>
      {overdue.isPending ? (
        <div aria-busy="true">
          <span className="visually-hidden">{t.loadingOverdue}</span>
          <span className="admin-commission__skeleton skeleton" />
        </div>
      ) : overdue.isError ? (
        <LoadError onRetry={() => void overdue.refetch()} />
      ) : overdue.data.length === 0 ? (
        <p className="empty-state">{t.overdueEmpty}</p>
      ) : (
        <ul className="admin-list" aria-label={t.overdueLabel}>
          {overdue.data.map((row) => (
            <li key={row.statement_number} className="admin-card">
              <div className="admin-card__head">
                <h3 className="admin-card__title">{row.statement_number}</h3>
                {row.has_waiting_payment && <StatusPill tone="warning">{t.waitingPayment}</StatusPill>}
              </div>
              <dl className="admin-commission__facts">
                <dt>{t.dealer}</dt>
                <dd>{`${row.dealer.username} (${row.dealer.KT_ID})`}</dd>
                <dt>{t.due}</dt>
                <dd>{formatRupees(row.due)}</dd>
                <dt>{t.dueDate}</dt>
                <dd>{formatDate(row.due_date)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
