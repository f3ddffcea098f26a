import type { Dispute } from '@kt/contract/disputes/disputes';
import { StatusPill, type StatusTone } from '../../../components/ui/status-pill.tsx';
import { formatDayInIndia, formatRupees } from '../../../lib/format.ts';
import { disputeTexts as t } from '../texts.ts';
import { DisputePhoto } from './dispute-photo.tsx';

export const disputeTones: Record<Dispute['status'], StatusTone> = { Open: 'warning', Upheld: 'success', Rejected: 'neutral' };

/** What a dispute says, for its parties and the admin: the report, the answer and the outcome. */
export function DisputeFacts({ dispute }: { dispute: Dispute }) {
  return (
    <dl className="dispute__facts">
      <dt>{t.order}</dt>
      <dd>{dispute.order_number}</dd>
      <dt>{t.reason}</dt>
      <dd>{t.reasons[dispute.reason]}</dd>
      <dt>{t.note}</dt>
      <dd className="dispute__text">{dispute.note}</dd>
      <dt>{t.reported}</dt>
      <dd>{formatDayInIndia(dispute.created_at)}</dd>
      <dt>{t.seller}</dt>
      <dd>{`${dispute.customer.name} (${dispute.customer.KT_ID})`}</dd>
      <dt>{t.dealer}</dt>
      <dd>{`${dispute.dealer.name} (${dispute.dealer.KT_ID})`}</dd>
      <dt>{t.paid}</dt>
      <dd>{formatRupees(dispute.paid_amount)}</dd>
      {dispute.photo && (
        <>
          <dt>{t.photo}</dt>
          <dd>
            <DisputePhoto url={dispute.photo} orderNumber={dispute.order_number} />
          </dd>
        </>
      )}
      <dt>{t.answer}</dt>
      <dd className="dispute__text">{dispute.answer ?? t.noAnswer}</dd>
      <dt>{t.outcome}</dt>
      <dd>
        <StatusPill tone={disputeTones[dispute.status]}>{t.statuses[dispute.status]}</StatusPill>
      </dd>
      {dispute.adjustment_amount !== null && (
        <>
          <dt>{t.adjustment}</dt>
          <dd>{formatRupees(dispute.adjustment_amount)}</dd>
        </>
      )}
      {dispute.outcome_reason && (
        <>
          <dt>{t.outcomeReason}</dt>
          <dd className="dispute__text">{dispute.outcome_reason}</dd>
        </>
      )}
      {dispute.decided_at && (
        <>
          <dt>{t.decided}</dt>
          <dd>{formatDayInIndia(dispute.decided_at)}</dd>
        </>
      )}
    </dl>
  );
}
