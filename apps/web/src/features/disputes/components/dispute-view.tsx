import { Link } from 'react-router';
import { isCustomerAccountType } from '@kt/contract/accounts/account-types';
import { ZDisputeAnswerBody } from '@kt/contract/disputes/disputes';
import { disputePhotoRule, ZOpenDisputeForm, type OpenDisputeForm } from '@kt/contract/disputes/dispute-forms';
import { disputeReasons, disputeRules, isWithinDisputeWindow } from '@kt/contract/disputes/dispute-rules';
import { ChoiceField } from '../../../components/form/choice-field.tsx';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { PictureField } from '../../../components/form/picture-field.tsx';
import { TextAreaField } from '../../../components/form/text-area-field.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { receiptPath } from '../../../lib/paths.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { answerDispute, openDispute, useCompletedAt, useDisputeChange, useOrderDispute } from '../api/disputes.ts';
import { disputeTexts as t } from '../texts.ts';
import { DisputeFacts } from './dispute-facts.tsx';
import '../disputes.css';
import { disputeMessages } from '@kt/contract/disputes/dispute-messages';

/**
 * /dispute/:orderNumber (issue 28): a Completed pickup's problem report. The customer sends one
 * (the server refuses it after the window, on another's order or twice); both parties then see
 * it, the dealer answers once, and both see the admin's decision.
 */
export function DisputeView({ orderNumber }: { orderNumber: string }) {
  const auth = useAuth();
  const isCustomer = isCustomerAccountType(auth?.account_type);
  const dispute = useOrderDispute(orderNumber);
  if (dispute.isPending) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden">{t.loading}</span>
        <span className="dispute__skeleton skeleton" />
      </div>
    );
  }
  if (dispute.isError) return <LoadError onRetry={() => void dispute.refetch()} />;
  const found = dispute.data;
  return (
    <div className="dispute">
      {found ? (
        <section className="card dispute__card" aria-label={t.pageTitle}>
          <DisputeFacts dispute={found} />
          {!isCustomer && found.status === 'Open' && found.answer === null && <AnswerForm id={found.id} />}
        </section>
      ) : isCustomer ? (
        <ReportWithinWindow orderNumber={orderNumber} />
      ) : (
        <p className="empty-state">{t.noReport}</p>
      )}
      <p>
        <Link to={receiptPath(orderNumber)} className="btn btn--secondary">
          {t.receiptLink}
        </Link>
      </p>
    </div>
  );
}

/** The report form while the window is open; after it, what the server would answer (it checks again). */
function ReportWithinWindow({ orderNumber }: { orderNumber: string }) {
  const completedAt = useCompletedAt(orderNumber);
  if (completedAt.isPending) return <span className="dispute__skeleton skeleton" aria-hidden="true" />;
  if (completedAt.isSuccess && !isWithinDisputeWindow(new Date(completedAt.data))) return <p className="empty-state">{t.windowClosed}</p>;
  // Without the receipt (not completed, not found) the form stays: the server's answer says why.
  return <ReportForm orderNumber={orderNumber} />;
}

function ReportForm({ orderNumber }: { orderNumber: string }) {
  const form = useKitForm(ZOpenDisputeForm, { defaultValues: { reason: '', note: '', photo: null } });
  const send = useDisputeChange((values: OpenDisputeForm) => openDispute(orderNumber, values));
  return (
    <section className="card dispute__card">
      <p className="lead">{t.formLead}</p>
      <KitForm
        form={form}
        isBusy={send.isPending}
        onValid={(values) =>
          send.mutateAsync(values).then(
            () => toast.success(disputeMessages.opened),
            (error: unknown) => form.showRefusal(error),
          )
        }
      >
        <ChoiceField name="reason" legend={t.reasonLegend} choices={disputeReasons.map((value) => ({ value, title: t.reasons[value] }))} />
        <TextAreaField name="note" label={t.noteLabel} rows={4} maxLength={disputeRules.noteMaxLength} required />
        <PictureField name="photo" label={t.photoLabel} hint={t.photoHint} rule={disputePhotoRule} previewAlt={t.photoPreviewAlt} />
        <FormMessage />
        <SubmitButton busyLabel={t.sending}>{t.send}</SubmitButton>
      </KitForm>
    </section>
  );
}

function AnswerForm({ id }: { id: number }) {
  const form = useKitForm(ZDisputeAnswerBody, { defaultValues: { answer: '' } });
  const send = useDisputeChange((answer: string) => answerDispute(id, answer));
  return (
    <KitForm
      form={form}
      isBusy={send.isPending}
      onValid={({ answer }) =>
        send.mutateAsync(answer).then(
          () => toast.success(disputeMessages.answered),
          (error: unknown) => form.showRefusal(error),
        )
      }
    >
      <TextAreaField name="answer" label={t.answerLabel} rows={4} maxLength={disputeRules.answerMaxLength} required />
      <FormMessage />
      <SubmitButton busyLabel={t.sendingAnswer}>{t.sendAnswer}</SubmitButton>
    </KitForm>
  );
}
