import { useId, useState } from 'react';
import { adjustmentPaise, ZCloseDisputeForm, type CloseDisputeForm } from '@kt/contract/disputes/dispute-forms';
import { disputeOutcomes, disputeRules } from '@kt/contract/disputes/dispute-rules';
import type { Dispute } from '@kt/contract/disputes/disputes';
import { ChoiceField } from '../../../components/form/choice-field.tsx';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { TextAreaField } from '../../../components/form/text-area-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ShowMore } from '../../../components/ui/show-more.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { closeDispute, useAdminDisputes, useDisputeChange } from '../api/disputes.ts';
import { disputeTexts as t } from '../texts.ts';
import { DisputeFacts } from './dispute-facts.tsx';
import '../disputes.css';
import { disputeMessages } from '@kt/contract/disputes/dispute-messages';

/** /admin/disputes (issue 28): the open reports, oldest first, each closed upheld (with an adjustment) or rejected. */
export function AdminDisputes() {
  const list = useAdminDisputes();
  return (
    <div className="admin-page">
      <p className="lead">{t.adminLead}</p>
      {list.isPending ? (
        <div aria-busy="true">
          <span className="visually-hidden">{t.loading}</span>
          <span className="dispute__skeleton skeleton" />
        </div>
      ) : list.isLoadingError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="empty-state">{t.adminEmpty}</p>
      ) : (
        <>
          <ul className="dispute__list">
            {list.data.map((dispute) => (
              <li key={dispute.id}>
                <AdminDisputeCard dispute={dispute} />
              </li>
            ))}
          </ul>
          <ShowMore list={list} label={t.showMore} busyLabel={t.loadingMore} />
        </>
      )}
    </div>
  );
}

function AdminDisputeCard({ dispute }: { dispute: Dispute }) {
  const [choice, setChoice] = useState<CloseDisputeForm['outcome'] | null>(null);
  return (
    <article className="card dispute__card">
      <h2 className="dispute__title">{dispute.order_number}</h2>
      <DisputeFacts dispute={dispute} />
      <div className="card__actions">
        <button type="button" className="btn btn--primary" aria-label={t.upholdLabel(dispute.order_number)} onClick={() => setChoice('upheld')}>
          {t.uphold}
        </button>
        <button type="button" className="btn btn--secondary" aria-label={t.rejectLabel(dispute.order_number)} onClick={() => setChoice('rejected')}>
          {t.reject}
        </button>
      </div>
      {choice && <CloseDialog dispute={dispute} outcome={choice} onClose={() => setChoice(null)} />}
    </article>
  );
}

function CloseDialog({ dispute, outcome, onClose }: { dispute: Dispute; outcome: CloseDisputeForm['outcome']; onClose: () => void }) {
  const titleId = useId();
  const form = useKitForm(ZCloseDisputeForm, { defaultValues: { outcome, reason: '', adjustment: '' } });
  const close = useDisputeChange(closeDispute);
  const chosen = form.watch('outcome');
  function send(values: CloseDisputeForm) {
    const body =
      values.outcome === 'upheld'
        ? { outcome: values.outcome, reason: values.reason, adjustment_paise: adjustmentPaise(values.adjustment) }
        : { outcome: values.outcome, reason: values.reason };
    return close.mutateAsync({ id: dispute.id, body }).then(
      () => {
        toast.success(disputeMessages.closed);
        onClose();
      },
      (error: unknown) => form.showRefusal(error),
    );
  }
  return (
    <Modal className="dialog" onClose={onClose} labelledBy={titleId}>
      <h2 id={titleId} className="dialog__title">
        {t.closeTitle(dispute.order_number)}
      </h2>
      <KitForm form={form} isBusy={close.isPending} onValid={send}>
        <ChoiceField name="outcome" legend={t.outcomeLegend} choices={disputeOutcomes.map((value) => ({ value, title: t.outcomes[value] }))} />
        {chosen === 'upheld' && <TextField name="adjustment" label={t.adjustmentLabel} hint={t.adjustmentHint} inputMode="decimal" autoComplete="off" />}
        <TextAreaField name="reason" label={t.reasonLabel} rows={4} maxLength={disputeRules.outcomeReasonMaxLength} required />
        <FormMessage />
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t.cancel}
          </button>
          <SubmitButton className="btn btn--confirm" busyLabel={t.deciding}>
            {t.decide}
          </SubmitButton>
        </div>
      </KitForm>
    </Modal>
  );
}
