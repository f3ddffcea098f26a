import { AppError } from '@kt/contract/errors';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { add, multiply } from '@kt/contract/money';
import type { OrderFollowUp, OtherDealer } from '@kt/contract/orders/follow-up';
import { addDays, earliestPickupDate, formatPickupDate, isBookablePickupDate } from '@kt/contract/orders/pickup-dates';
import { isSlotOver, type RescheduleProposer } from '@kt/contract/orders/pickup-watch';
import type { EventMessageKind } from '@kt/contract/phone/message-kinds';
import { messageValueTexts as t } from '@kt/contract/phone/message-texts';
import { inLanguage } from '../../platform/i18n/language-context.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Messages } from '../../platform/messages/message-queue.ts';
import { notifyUser, type UserNotice } from '../../platform/messages/notify.ts';
import type { NewItem, RebookRepo } from './checkout.repo.ts';
import { answerEmail, noShowEmail, proposalEmail } from './follow-up-emails.ts';
import type { FollowUpOrder, FollowUpRepo } from './follow-up.repo.ts';
import { bookedEmail, newOrderEmail, orderEmailTexts, statusChangedEmail } from './order-emails.ts';
import { orderNotices } from './order-messages.ts';
import type { Tx } from './orders.repo.ts';
import { followUpMessages } from '@kt/contract/orders/follow-up-messages';

type Deps = {
  repo: FollowUpRepo;
  rebook: RebookRepo;
  jobs: Pick<Jobs, 'sendMail' | 'sendMails'>;
  messages: Pick<Messages, 'queue'>;
  publicUrl: string;
  now?: () => Date;
};

const notFound = () => new AppError('NOT_FOUND', messages.selling.orderNotFound);

/** The follow-up state of an order as the lists and the calls show it. */
export function followUpOf(order: FollowUpOrder): OrderFollowUp {
  return {
    answer_overdue: order.answerOverdueAt !== null,
    no_show_reported: order.noShowReportedAt !== null,
    ...(order.rescheduleProposedBy && order.rescheduleDate && order.rescheduleTime
      ? {
          reschedule: {
            proposed_by: order.rescheduleProposedBy as RescheduleProposer,
            pickup_date: order.rescheduleDate,
            pickup_time: order.rescheduleTime,
            reason: order.rescheduleReason ?? '',
          },
        }
      : {}),
  };
}

/**
 * Issue 28, pickups that do not silently fail: the unanswered order booked again with another
 * dealer; the no-show report; a new date and slot proposed by one side and answered by the
 * other. Each checks on the server that the caller is the order's party, and tells the other
 * side by the messages they chose, in the transaction of the change.
 */
export function createFollowUpService(deps: Deps) {
  const { repo, rebook } = deps;
  const now = deps.now ?? (() => new Date());
  const notices = orderNotices(deps.publicUrl);
  const customerLink = `${deps.publicUrl}/sell/user/pickup`;
  const dealerLink = `${deps.publicUrl}/dealer/pickup`;

  async function ownOrder(side: RescheduleProposer, userId: number, orderNumber: string) {
    const order = await repo.findOrder(orderNumber);
    const owner = order && (side === 'customer' ? order.customerId : order.dealerId);
    if (!order || owner !== userId) throw notFound();
    return order;
  }

  /** Tells one account of an event: the SMS and WhatsApp they chose, and the mail when they want it. */
  async function tell<K extends EventMessageKind>(tx: Tx, notice: UserNotice<K>, mail: (to: { email: string; name: string }) => Parameters<Jobs['sendMail']>[1]) {
    const { wantsEmail, language } = await notifyUser(deps, tx, notice);
    if (wantsEmail) {
      const to = await repo.findAccount(notice.userId, tx);
      // In the reader's language (issue 29).
      await deps.jobs.sendMail(tx, inLanguage(language, () => mail(to)));
    }
  }

  function checkNewDate(order: { pickupDate: string; pickupTime: string }, date: string, slot: string) {
    if (!isBookablePickupDate(date, now())) {
      const message = date < earliestPickupDate(now()) ? messages.selling.pickupDateTooEarly : messages.selling.pickupDateTooLate;
      throw new AppError('VALIDATION', message, { pickup_date: [message] });
    }
    if (date === order.pickupDate && slot === order.pickupTime) throw new AppError('VALIDATION', followUpMessages.rescheduleSameSlot, { pickup_date: [followUpMessages.rescheduleSameSlot] });
  }

  /** The other bookable dealers of an unanswered order's pincode with what they buy of it: most items first, then the highest total. */
  async function otherDealers(customerId: number, orderNumber: string): Promise<OtherDealer[]> {
    const order = await rebook.findOrder(orderNumber);
    if (!order || order.customerId !== customerId) throw notFound();
    if (order.status !== 'New' || !order.answerOverdue) throw new AppError('CONFLICT', followUpMessages.notRebookable);
    // Read together in one round trip (no lock: a list to choose from).
    const [offers, items] = await rebook.transaction((tx) => Promise.all([rebook.otherDealerOffers(tx, order), rebook.itemsFor(tx, order, order.dealerId)]));
    const byDealer = new Map<number, { dealerId: number; ktId: string; name: string; prices: Map<number, string> }>();
    for (const offer of offers) {
      const dealer = byDealer.get(offer.dealerId) ?? { dealerId: offer.dealerId, ktId: offer.ktId, name: offer.name, prices: new Map<number, string>() };
      dealer.prices.set(offer.subcategoryId, offer.price);
      byDealer.set(offer.dealerId, dealer);
    }
    const list = [...byDealer.values()].map((dealer) => {
      const bought = items.filter((item) => dealer.prices.has(item.subcategoryId));
      return {
        dealer_id: dealer.dealerId,
        KT_ID: dealer.ktId,
        name: dealer.name,
        items_bought: bought.length,
        total_amount: add(bought.map((item) => multiply(item.quantity, dealer.prices.get(item.subcategoryId) ?? '0'))),
        items_missing: items.filter((item) => !dealer.prices.has(item.subcategoryId)).map((item) => item.subcategoryName),
      };
    });
    // A short list: who buys the most of it first, then who pays the most for it.
    list.sort((a, b) => b.items_bought - a.items_bought || Number(b.total_amount) - Number(a.total_amount) || a.dealer_id - b.dealer_id);
    return list.slice(0, limits.cartMaxItems);
  }

  /**
   * Cancels the customer's unanswered order and places one with `dealerId` at their prices now,
   * for the items they buy, with the same address and slot (the same date while it can still be
   * booked, else the earliest that can), in one transaction.
   */
  async function rebookOrder(customerId: number, orderNumber: string, dealerId: number) {
    const earliest = earliestPickupDate(now());
    const latest = addDays(earliest, limits.pickupMaxDaysAhead);
    const found = await rebook.findOrder(orderNumber);
    if (!found || found.customerId !== customerId) throw notFound();
    // The parties' names and addresses for the mails, read before the transaction (its statements are checkout's pipeline).
    const [oldDealer, newDealer] = await Promise.all([repo.findAccount(found.dealerId), repo.findAccount(dealerId)]);
    return rebook.transaction(async (tx) => {
      const old = await rebook.lockOrder(tx, customerId, orderNumber);
      if (!old || old.customerId !== customerId) throw notFound();
      if (old.status !== 'New' || !old.answerOverdue) throw new AppError('CONFLICT', followUpMessages.notRebookable);
      if (dealerId === old.dealerId) throw new AppError('CONFLICT', followUpMessages.sameDealer);
      const items = await rebook.itemsFor(tx, old, dealerId);
      const bought = items.filter((item) => item.price !== null);
      if (bought.length === 0) {
        // No price of theirs at all in the pincode: they do not take pickups here.
        const offers = await rebook.otherDealerOffers(tx, old);
        throw new AppError('CONFLICT', offers.some((offer) => offer.dealerId === dealerId) ? followUpMessages.noItemsBought : followUpMessages.dealerNotBookable);
      }
      const newItems: NewItem[] = bought.map(({ quantity, price }) => {
        if (!price) throw new Error('unreachable');
        return {
          customerId,
          dealerId,
          priceId: price.id,
          subcategoryId: price.subcategoryId,
          subcategoryName: price.subcategoryName,
          unit: price.unit,
          pincode: old.pincode,
          quantity,
          unitPrice: price.price,
          totalPrice: multiply(quantity, price.price),
        };
      });
      const totalAmount = add(newItems.map((item) => item.totalPrice));
      const pickupDate = old.pickupDate < earliest ? earliest : old.pickupDate;
      const placed = await rebook.cancelAndPlace(tx, old, { dealerId, items: newItems, totalAmount, pickupDate, earliest, latest });
      if (!placed) throw new AppError('CONFLICT', followUpMessages.notRebookable);

      // The old dealer hears of the cancellation, the new one of the request, the customer of the booking.
      const facts = { orderNumber: placed.orderNumber, pickupDate, pickupTime: old.pickupTime, pincode: old.pincode, totalAmount, items: newItems };
      const oldDealerChoice = await notifyUser(deps, tx, notices.cancelledByCustomer(old.dealerId, old));
      const newDealerChoice = await notifyUser(deps, tx, notices.newPickup(dealerId, facts));
      const customerChoice = await notifyUser(deps, tx, notices.booked(customerId, facts));
      // Each mail in its reader's language (issue 29).
      const mails = [
        ...(oldDealerChoice.wantsEmail
          ? [
              inLanguage(oldDealerChoice.language, () =>
                statusChangedEmail(oldDealer, { ...old, items }, 'Cancelled by Customer', orderEmailTexts.statusChanged.byCustomer(old.info.firstName), dealerLink),
              ),
            ]
          : []),
        ...(newDealerChoice.wantsEmail
          ? [
              inLanguage(newDealerChoice.language, () =>
                newOrderEmail(
                  newDealer,
                  facts,
                  {
                    name: `${old.info.firstName} ${old.info.lastName}`,
                    phone: old.info.phoneNumber,
                    address: [old.info.addressLine1, old.info.addressLine2, old.info.city, old.info.state].filter(Boolean).join(', '),
                  },
                  dealerLink,
                ),
              ),
            ]
          : []),
        ...(customerChoice.wantsEmail
          ? [inLanguage(customerChoice.language, () => bookedEmail({ email: old.info.email, name: old.info.firstName }, facts, customerLink))]
          : []),
      ];
      if (mails.length > 0) await tx.finishWith((last) => deps.jobs.sendMails(last, mails));
      return {
        msg: pickupDate === old.pickupDate ? followUpMessages.rebooked : `${followUpMessages.rebooked} ${followUpMessages.rescheduleDateGone}`,
        cancelledOrderNumber: old.orderNumber,
        order: placed,
        pickupDate,
        pickupTime: old.pickupTime,
        itemsMissing: items.filter((item) => item.price === null).map((item) => item.subcategoryName),
      };
    });
  }

  /** The customer reports that nobody came in an Accepted pickup's slot, and cancels it or proposes a new date. */
  async function reportNoShow(customerId: number, orderNumber: string, request: { action: 'cancel' | 'reschedule'; pickup_date?: string; pickup_time?: string }) {
    const order = await ownOrder('customer', customerId, orderNumber);
    if (order.status !== 'Accepted') throw new AppError('CONFLICT', followUpMessages.noShowNotAccepted);
    if (order.noShowReportedAt) throw new AppError('CONFLICT', followUpMessages.noShowAlready);
    if (!isSlotOver(order, now())) throw new AppError('CONFLICT', followUpMessages.noShowNotYet);
    const proposal = request.action === 'reschedule' && request.pickup_date && request.pickup_time ? { pickupDate: request.pickup_date, pickupTime: request.pickup_time } : null;
    if (proposal) checkNewDate(order, proposal.pickupDate, proposal.pickupTime);
    const changed = await repo.transaction(async (tx) => {
      const row = await repo.reportNoShow(tx, order.id, proposal ? { cancel: false, ...proposal } : { cancel: true });
      if (!row) return undefined;
      const outcome = () => (proposal ? t.noShowRescheduled(formatPickupDate(proposal.pickupDate), proposal.pickupTime) : t.noShowCancelled);
      await tell(
        tx,
        { userId: order.dealerId, kind: 'no_show_reported', values: () => ({ order: order.orderNumber, outcome: outcome(), link: dealerLink }), orderNumber: order.orderNumber },
        (to) => noShowEmail(to, order, proposal, dealerLink),
      );
      return row;
    });
    if (!changed) throw new AppError('CONFLICT', followUpMessages.noShowAlready);
    return { msg: proposal ? followUpMessages.rescheduleProposed : followUpMessages.noShowReported, order: changed };
  }

  /** The dealer's side proposes a new date and slot with a reason; the customer is told and answers. */
  async function proposeByDealer(dealerId: number, orderNumber: string, request: { pickup_date: string; pickup_time: string; reason: string }) {
    const order = await ownOrder('dealer', dealerId, orderNumber);
    if (order.status !== 'Accepted') throw new AppError('CONFLICT', followUpMessages.rescheduleNotAllowed);
    checkNewDate(order, request.pickup_date, request.pickup_time);
    const proposal = { pickupDate: request.pickup_date, pickupTime: request.pickup_time, reason: request.reason };
    const changed = await repo.transaction(async (tx) => {
      const row = await repo.propose(tx, order.id, 'dealer', proposal);
      if (!row) return undefined;
      await tell(
        tx,
        {
          userId: order.customerId,
          kind: 'reschedule_request',
          values: () => ({ order: order.orderNumber, date: formatPickupDate(proposal.pickupDate), slot: proposal.pickupTime, reason: proposal.reason, link: customerLink }),
          orderNumber: order.orderNumber,
        },
        (to) => proposalEmail(to, order, proposal, customerLink),
      );
      return row;
    });
    if (!changed) throw new AppError('CONFLICT', followUpMessages.rescheduleNotAllowed);
    return { msg: followUpMessages.rescheduleProposed, order: changed };
  }

  /** The side that did not propose accepts (the pickup moves) or declines (it keeps its date); the proposer is told. */
  async function answer(caller: { userId: number; dealerId: number | undefined }, orderNumber: string, accept: boolean) {
    // The caller's side of this order: its seller (a customer, or a dealer selling on to a recycler), or its dealer's side.
    const order = await repo.findOrder(orderNumber);
    const side: RescheduleProposer | undefined =
      order?.customerId === caller.userId ? 'customer' : caller.dealerId !== undefined && order?.dealerId === caller.dealerId ? 'dealer' : undefined;
    if (!order || !side) throw notFound();
    const proposer: RescheduleProposer = side === 'customer' ? 'dealer' : 'customer';
    if (order.status !== 'Accepted' || !order.rescheduleProposedBy) throw new AppError('CONFLICT', followUpMessages.rescheduleNoProposal);
    if (order.rescheduleProposedBy !== proposer) throw new AppError('CONFLICT', followUpMessages.rescheduleOwnProposal);
    const changed = await repo.transaction(async (tx) => {
      const row = await repo.answer(tx, order.id, proposer, accept);
      if (!row) return undefined;
      const values = (link: string) => () => ({ order: order.orderNumber, decision: accept ? t.rescheduleAccepted : t.rescheduleDeclined, link });
      const notice =
        proposer === 'customer'
          ? ({ userId: order.customerId, kind: 'reschedule_decision', values: values(customerLink), orderNumber: order.orderNumber } as const)
          : ({ userId: order.dealerId, kind: 'reschedule_reply', values: values(dealerLink), orderNumber: order.orderNumber } as const);
      await tell(tx, notice, (to) => answerEmail(to, row, side, accept, proposer === 'customer' ? customerLink : dealerLink));
      return row;
    });
    if (!changed) throw new AppError('CONFLICT', followUpMessages.rescheduleNoProposal);
    return { msg: accept ? followUpMessages.rescheduleAccepted : followUpMessages.rescheduleDeclined, order: changed };
  }

  return { otherDealers, rebookOrder, reportNoShow, proposeByDealer, answer };
}
export type FollowUpService = ReturnType<typeof createFollowUpService>;
