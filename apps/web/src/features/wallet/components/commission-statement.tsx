import { Link } from 'react-router';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { ZCommissionUtr, type CommissionPayment, type CommissionStatement } from '@kt/contract/commission/commission';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { StatusPill, type StatusTone } from '../../../components/ui/status-pill.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { UpiPay } from '../../../components/upi/upi-pay.tsx';
import { formatDate, formatDayInIndia, formatRupees } from '../../../lib/format.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useCommissionStatement, useSubmitCommissionUtr } from '../api/commission-api.ts';
import { commissionTexts as t } from '../commission-texts.ts';
import { formatMonth } from './dealer-wallet.tsx';
import '../wallet.css';
import '../commission.css';

type Props = { statement: string; walletPath: string };

/** /dealer/wallet/commission/{statement}: a month's commission, the UPI payment to the platform and the UTR form (issue 28). */
export function CommissionStatementView({ statement, walletPath }: Props) {
  const auth = useAuth();
  if (!auth) return null;
  return <StatementCard dealerId={auth.id} statement={statement} walletPath={walletPath} />;
}

const paymentTones: Record<CommissionPayment['status'], StatusTone> = { Submitted: 'warning', Verified: 'success', Rejected: 'danger' };

function StatementCard({ dealerId, statement, walletPath }: Props & { dealerId: number }) {
  const answer = useCommissionStatement(dealerId, statement);
  if (answer.isError) return <LoadError onRetry={() => void answer.refetch()} />;
  const data = answer.data;
  return (
    <div className="wallet wallet--wide commission">
      <Link to={walletPath} className="btn btn--secondary">
        {t.backToWallet}
      </Link>
      {!data ? (
        <div aria-busy="true">
          <span className="visually-hidden">{t.loading}</span>
          <span className="skeleton wallet__skeleton wallet__skeleton--table" />
        </div>
      ) : (
        <StatementBody dealerId={dealerId} data={data} />
      )}
    </div>
  );
}

function StatementBody({ dealerId, data }: { dealerId: number; data: CommissionStatement }) {
  const hasCommission = data.commission !== '0.00';
  const isPaid = hasCommission && data.due === '0.00';
  return (
    <>
      <section className="wallet__card" aria-labelledby="commission-heading">
        <h2 id="commission-heading" className="wallet__section-title">
          {formatMonth(data.month)}
        </h2>
        <dl className="commission__facts">
          <dt>{t.statementNumber}</dt>
          <dd>{data.statement_number}</dd>
          <dt>{t.commission}</dt>
          <dd>
            {formatRupees(data.commission)} <span className="commission__muted">({t.orders(data.orders)})</span>
          </dd>
          <dt>{t.verifiedPaid}</dt>
          <dd>{formatRupees(data.verified_paid)}</dd>
          <dt>{t.due}</dt>
          <dd className="commission__due">{formatRupees(data.due)}</dd>
          <dt>{t.dueDate}</dt>
          <dd>
            {formatDate(data.due_date)} {data.is_overdue && <StatusPill tone="danger">{t.overdue}</StatusPill>}
            {isPaid && <StatusPill tone="success">{t.paid}</StatusPill>}
            {data.has_waiting_payment && <StatusPill tone="warning">{t.waiting}</StatusPill>}
          </dd>
        </dl>
      </section>

      {!hasCommission && <p className="empty-state">{t.nothingDue}</p>}
      {isPaid && <p className="commission__note">{t.paidInFull}</p>}
      {data.has_waiting_payment && <p className="commission__note" role="status">{t.waitingNote}</p>}

      {data.upi && (
        <>
          <p className="commission__note">{t.payHint}</p>
          <UpiPay
            link={data.upi.link}
            amountText={formatRupees(data.upi.amount)}
            payeeName={data.upi.payee_name}
            payeeVpa={data.upi.payee_vpa}
            reference={data.statement_number}
            heading={t.payHeading}
          />
        </>
      )}
      {data.can_submit && !data.upi && <p className="commission__note">{t.upiNotSetUp}</p>}
      {data.can_submit && <UtrForm dealerId={dealerId} statement={data.statement_number} />}

      <section className="commission__payments" aria-labelledby="commission-payments-heading">
        <h2 id="commission-payments-heading" className="wallet__section-title">
          {t.paymentsHeading}
        </h2>
        {data.payments.length === 0 ? (
          <p className="empty-state">{t.noPayments}</p>
        ) : (
          <ul className="stack-list" aria-label={t.paymentsLabel}>
            {data.payments.map((payment) => (
              <li key={payment.id} className="commission__payment">
                <div className="commission__payment-head">
                  <strong>{t.paymentUtr(payment.utr)}</strong>
                  <StatusPill tone={paymentTones[payment.status]}>{t.statuses[payment.status]}</StatusPill>
                </div>
                <span>{formatRupees(payment.amount)}</span>
                <span className="commission__muted">{t.paymentSubmitted(formatDayInIndia(payment.submitted_at))}</span>
                {payment.decided_at && <span className="commission__muted">{t.paymentDecided(formatDayInIndia(payment.decided_at))}</span>}
                {payment.reason && (
                  <span>
                    {t.paymentReason}: {payment.reason}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** The 12-digit UTR, checked by the contract's rule before it is sent; the server's refusal shows at the field. */
function UtrForm({ dealerId, statement }: { dealerId: number; statement: string }) {
  const submit = useSubmitCommissionUtr(dealerId, statement);
  const form = useKitForm(ZCommissionUtr, { defaultValues: { utr: '' } });
  return (
    <section className="commission__utr" aria-labelledby="commission-utr-heading">
      <h2 id="commission-utr-heading" className="wallet__section-title">
        {t.utrHeading}
      </h2>
      <KitForm
        form={form}
        onValid={({ utr }) =>
          submit.mutateAsync(utr).then(
            (answer) => {
              toast.success(localizeEnglish(answer.msg));
              form.reset({ utr: '' });
            },
            form.showRefusal,
          )
        }
      >
        <TextField name="utr" label={t.utrLabel} hint={t.utrHint} inputMode="numeric" autoComplete="off" maxLength={12} required />
        <FormMessage />
        <div className="form__actions">
          <SubmitButton busyLabel={t.submitting}>{t.submit}</SubmitButton>
        </div>
      </KitForm>
    </section>
  );
}
