import { useId, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { pickupSlots } from '@kt/contract/limits';
import { ZNoShowRequest, ZRebookRequest, ZRescheduleRequest } from '@kt/contract/orders/follow-up';
import type { Order } from '@kt/contract/orders/orders';
import { pickupDateRange } from '@kt/contract/orders/pickup-dates';
import { isSlotOver, rescheduleReasonMaxLength } from '@kt/contract/orders/pickup-watch';
import { messages } from '@kt/contract/messages';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { ChoiceField } from '../../../components/form/choice-field.tsx';
import { showFullRefusal } from '../../../components/form/full-refusal.ts';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextAreaField } from '../../../components/form/text-area-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { formatDate, formatRupees } from '../../../lib/format.ts';
import { useAnswerReschedule, useOtherDealers, useProposeReschedule, useRebook, useReportNoShow, type NoShowChoice } from '../api/follow-up.ts';
import { followUpTexts as x } from '../follow-up-texts.ts';

/*
 * Issue 28, pickups that do not silently fail, on the pickup cards: an unanswered request booked
 * with another dealer; a missed pickup reported (cancelled, or a new date the dealer accepts);
 * the dealer's new date with a reason (the customer accepts); the proposal waiting on both cards.
 */

type Side = 'customer' | 'dealer';
type Slot = (typeof pickupSlots)[number];

/** What the follow-up adds to a customer's pickup card. */
export function CustomerFollowUp({ order }: { order: Order }) {
  const [dialog, setDialog] = useState<'rebook' | 'no-show' | null>(null);
  // The list also shows a dealer's sales to recyclers; booking again and no-show reports are a customer's.
  const isCustomer = useAuth()?.account_category === 'customer';
  const followUp = order.follow_up;
  const canRebook = isCustomer && order.status === 'New' && followUp?.answer_overdue === true;
  const canReportNoShow =
    isCustomer && order.status === 'Accepted' && !followUp?.no_show_reported && isSlotOver({ pickupDate: order.pickup_date, pickupTime: order.pickup_time }, new Date());
  return (
    <>
      {canRebook && (
        <FollowUpNote title={x.unanswered.title} text={x.unanswered.text} tone="warning">
          <button type="button" className="btn btn--primary" aria-label={x.unanswered.actionLabel(order.order_number)} onClick={() => setDialog('rebook')}>
            {x.unanswered.action}
          </button>
        </FollowUpNote>
      )}
      {canReportNoShow && (
        <FollowUpNote title={x.noShow.title} text={x.noShow.text} tone="warning">
          <button type="button" className="btn btn--secondary" aria-label={x.noShow.actionLabel(order.order_number)} onClick={() => setDialog('no-show')}>
            {x.noShow.action}
          </button>
        </FollowUpNote>
      )}
      <ProposalNote order={order} side="customer" />
      {dialog === 'rebook' && <RebookDialog order={order} onClose={() => setDialog(null)} />}
      {dialog === 'no-show' && <NoShowDialog order={order} onClose={() => setDialog(null)} />}
    </>
  );
}

/** What the follow-up adds to a dealer's pickup card. */
export function DealerFollowUp({ order }: { order: Order }) {
  return <ProposalNote order={order} side="dealer" />;
}

/** The dealer's 'Move pickup' button of an Accepted order (among the card's actions). */
export function MovePickupButton({ order }: { order: Order }) {
  const [isOpen, setIsOpen] = useState(false);
  if (order.status !== 'Accepted' || order.follow_up?.reschedule?.proposed_by === 'dealer') return null;
  return (
    <>
      <button type="button" className="btn btn--secondary" aria-label={x.reschedule.actionLabel(order.order_number)} onClick={() => setIsOpen(true)}>
        {x.reschedule.action}
      </button>
      {isOpen && <RescheduleDialog order={order} onClose={() => setIsOpen(false)} />}
    </>
  );
}

function FollowUpNote({ title, text, tone, children }: { title: string; text?: string; tone: 'warning' | 'info'; children?: ReactNode }) {
  // Class names, not words: kept out of the JSX so the inline-text rule reads only words.
  const className = `order-follow-up order-follow-up--${tone}`;
  return (
    <div className={className} role="status">
      <p className="order-follow-up__title">{title}</p>
      {text && <p className="order-follow-up__text">{text}</p>}
      {children && <div className="order-follow-up__actions">{children}</div>}
    </div>
  );
}

/** A new date waiting for an answer: the other side's with Accept and Decline, one's own as waiting. */
function ProposalNote({ order, side }: { order: Order; side: Side }) {
  const answer = useAnswerReschedule();
  const proposal = order.follow_up?.reschedule;
  if (order.status !== 'Accepted') return order.follow_up?.no_show_reported ? <FollowUpNote title={x.noShowReported} tone="info" /> : null;
  if (!proposal) return order.follow_up?.no_show_reported ? <FollowUpNote title={x.noShowReported} tone="info" /> : null;
  const when = x.when(formatDate(proposal.pickup_date), proposal.pickup_time);
  if (proposal.proposed_by === side) {
    return <FollowUpNote title={side === 'customer' ? x.proposal.waitingForDealer(when) : x.proposal.waitingForCustomer(when)} tone="info" />;
  }
  const send = (decision: 'accept' | 'decline') =>
    answer.mutate(
      { orderNumber: order.order_number, decision },
      {
        onSuccess: (answered) => toast.success(localizeEnglish(answered.msg)),
        onError: (error) => toast.error(error instanceof ApiError ? localizeEnglish(error.message) : messages.general.loadFailed),
      },
    );
  return (
    <FollowUpNote
      title={proposal.proposed_by === 'dealer' ? x.proposal.fromDealer(when) : x.proposal.fromCustomer(when)}
      text={proposal.reason ? x.proposal.reason(proposal.reason) : undefined}
      tone="warning"
    >
      <button type="button" className="btn btn--primary" disabled={answer.isPending} aria-label={x.proposal.acceptLabel(order.order_number)} onClick={() => send('accept')}>
        {answer.isPending ? x.proposal.busy : x.proposal.accept}
      </button>
      <button type="button" className="btn btn--secondary" disabled={answer.isPending} aria-label={x.proposal.declineLabel(order.order_number)} onClick={() => send('decline')}>
        {x.proposal.decline}
      </button>
    </FollowUpNote>
  );
}

/** The short list of the pincode's other dealers; the chosen one gets the same items, address and slot. */
function RebookDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const headingId = useId();
  const dealers = useOtherDealers(order.order_number);
  const rebook = useRebook();
  const list = dealers.data?.dealers ?? [];
  const form = useKitForm(ZRebookRequest, {
    defaultValues: { dealer_id: '' },
    prepare: ({ dealer_id: id }: { dealer_id: string }) => ({ dealer_id: Number(id) }),
  });

  async function send({ dealer_id: dealerId }: { dealer_id: number }) {
    try {
      const booked = await rebook.mutateAsync({ orderNumber: order.order_number, dealerId });
      toast.success([x.rebook.done(booked.order_number), booked.items_missing.length > 0 ? x.rebook.doneMissing(booked.items_missing) : ''].filter(Boolean).join(' '));
      onClose();
    } catch (error) {
      showFullRefusal(form, error);
    }
  }

  return (
    <Modal className="dialog" onClose={onClose} labelledBy={headingId}>
      <h2 id={headingId} className="dialog__title">
        {x.rebook.title}
      </h2>
      <p className="dialog__text">{x.rebook.lead}</p>
      {dealers.isPending ? (
        <p className="dialog__text">{x.rebook.loading}</p>
      ) : list.length === 0 ? (
        <p className="dialog__text">{dealers.error instanceof ApiError ? localizeEnglish(dealers.error.message) : x.rebook.none}</p>
      ) : (
        <KitForm form={form} onValid={send}>
          <ChoiceField
            name="dealer_id"
            legend={x.rebook.legend}
            choices={list.map((dealer) => ({
              value: String(dealer.dealer_id),
              title: `${dealer.name} · ${formatRupees(dealer.total_amount)}`,
              text: [x.rebook.itemsBought(dealer.items_bought, order.items.length), dealer.items_missing.length > 0 ? x.rebook.missing(dealer.items_missing) : '']
                .filter(Boolean)
                .join('. '),
            }))}
          />
          <FormMessage />
          <div className="dialog__actions">
            <button type="button" className="btn btn--secondary" onClick={onClose}>
              {x.rebook.keep}
            </button>
            <SubmitButton busyLabel={x.rebook.busy}>{x.rebook.confirm}</SubmitButton>
          </div>
        </KitForm>
      )}
      {(dealers.isPending || list.length === 0) && (
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {x.rebook.keep}
          </button>
        </div>
      )}
    </Modal>
  );
}

type NoShowValues = { action: 'cancel' | 'reschedule'; pickup_date: string; pickup_time: string };

/** Nobody came: cancel, or a new date and slot for the dealer to accept. */
function NoShowDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const headingId = useId();
  const report = useReportNoShow();
  const { min, max } = pickupDateRange();
  const form = useKitForm(ZNoShowRequest, {
    defaultValues: { action: 'reschedule', pickup_date: '', pickup_time: '' } as NoShowValues,
    prepare: (values: NoShowValues) =>
      values.action === 'cancel' ? { action: 'cancel' as const } : { action: 'reschedule' as const, pickup_date: values.pickup_date, pickup_time: values.pickup_time as Slot },
  });
  const action = useWatch({ control: form.control, name: 'action' });

  async function send(choice: { action: 'cancel' | 'reschedule'; pickup_date?: string | undefined; pickup_time?: Slot | undefined }) {
    const body: NoShowChoice =
      choice.action === 'reschedule' && choice.pickup_date && choice.pickup_time
        ? { action: 'reschedule', pickup_date: choice.pickup_date, pickup_time: choice.pickup_time }
        : { action: 'cancel' };
    try {
      const answer = await report.mutateAsync({ orderNumber: order.order_number, choice: body });
      toast.success(localizeEnglish(answer.msg));
      onClose();
    } catch (error) {
      showFullRefusal(form, error);
    }
  }

  return (
    <Modal className="dialog" onClose={onClose} labelledBy={headingId}>
      <h2 id={headingId} className="dialog__title">
        {x.noShow.dialogTitle}
      </h2>
      <KitForm form={form} onValid={send}>
        <ChoiceField
          name="action"
          legend={x.noShow.legend}
          choices={[
            { value: 'reschedule', title: x.noShow.reschedule, text: x.noShow.rescheduleText },
            { value: 'cancel', title: x.noShow.cancel, text: x.noShow.cancelText },
          ]}
        />
        {action === 'reschedule' && (
          <>
            <TextField name="pickup_date" type="date" label={x.reschedule.date} min={min} max={max} />
            <SelectField name="pickup_time" label={x.reschedule.slot} placeholder={x.reschedule.slotPlaceholder} options={pickupSlots} />
          </>
        )}
        <FormMessage />
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {x.noShow.keep}
          </button>
          <SubmitButton busyLabel={x.noShow.busy}>{x.noShow.send}</SubmitButton>
        </div>
      </KitForm>
    </Modal>
  );
}

/** The dealer's new date and slot, with the reason the customer reads. */
function RescheduleDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const headingId = useId();
  const propose = useProposeReschedule();
  const { min, max } = pickupDateRange();
  const form = useKitForm(ZRescheduleRequest, { defaultValues: { pickup_date: '', pickup_time: '' as Slot, reason: '' } });

  async function send(proposal: { pickup_date: string; pickup_time: Slot; reason: string }) {
    try {
      const answer = await propose.mutateAsync({ orderNumber: order.order_number, proposal });
      toast.success(localizeEnglish(answer.msg));
      onClose();
    } catch (error) {
      showFullRefusal(form, error);
    }
  }

  return (
    <Modal className="dialog" onClose={onClose} labelledBy={headingId}>
      <h2 id={headingId} className="dialog__title">
        {x.reschedule.dialogTitle}
      </h2>
      <KitForm form={form} onValid={send}>
        <p className="dialog__text">{x.reschedule.lead}</p>
        <TextField name="pickup_date" type="date" label={x.reschedule.date} min={min} max={max} />
        <SelectField name="pickup_time" label={x.reschedule.slot} placeholder={x.reschedule.slotPlaceholder} options={pickupSlots} />
        <TextAreaField name="reason" label={x.reschedule.reason} maxLength={rescheduleReasonMaxLength} />
        <FormMessage />
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {x.reschedule.keep}
          </button>
          <SubmitButton busyLabel={x.reschedule.busy}>{x.reschedule.send}</SubmitButton>
        </div>
      </KitForm>
    </Modal>
  );
}
