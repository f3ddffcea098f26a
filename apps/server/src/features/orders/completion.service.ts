import { randomInt, timingSafeEqual } from 'node:crypto';
import { AppError } from '@kt/contract/errors';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { add, fromHundredths, multiply, toHundredths } from '@kt/contract/money';
import type { OrderCompletion, OrderCompletionRequest, PickupCode } from '@kt/contract/orders/completion';
import type { OrderStatus } from '@kt/contract/orders/order-statuses';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { CompletionRepo, OrderRow, Tx } from './completion.repo.ts';
import { newPickupCodeEmail } from './order-emails.ts';
import type { OrdersRepo } from './orders.repo.ts';

/** A random code of limits.pickupCodeDigits digits, leading zeros kept ('0042'). */
export function newPickupCode(): string {
  return String(randomInt(0, 10 ** limits.pickupCodeDigits)).padStart(limits.pickupCodeDigits, '0');
}

function sameCode(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The commission's share of a total as a two-place fraction: 1 % → '0.01'. */
const commissionFraction = fromHundredths(BigInt(limits.commissionPercentPerKg));

type Deps = {
  repo: CompletionRepo;
  parties: Pick<OrdersRepo, 'findParties'>;
  jobs: Pick<Jobs, 'sendMail'>;
  publicUrl: string;
  /** Runs in the completion's transaction (the receipt mail is queued there). */
  onCompleted(tx: Tx, orderId: number): Promise<void>;
  now?: () => Date;
};

type PickupItemRow = Awaited<ReturnType<CompletionRepo['pickupItems']>>[number];

/**
 * The pickup at the door (issue 16): the customer's one-time code while an order is Accepted,
 * and its completion by the dealer's side with that code, the weighed kg and the payment.
 */
export function createCompletionService(deps: Deps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  function codeView(order: OrderRow): PickupCode {
    const triesLeft = Math.max(0, limits.pickupCodeTries - order.pickupCodeTries);
    return { order_number: order.orderNumber, code: order.pickupCode ?? '', tries_left: triesLeft, locked: triesLeft === 0 };
  }

  /** The customer's own Accepted order, else 404 (not theirs) or 409 (not Accepted). */
  async function customersAcceptedOrder(customerId: number, orderNumber: string) {
    const order = await repo.findOrder(orderNumber);
    if (!order || order.customerId !== customerId) throw new AppError('NOT_FOUND', messages.selling.orderNotFound);
    if (order.status !== 'Accepted') throw new AppError('CONFLICT', messages.pickup.codeOnlyWhenAccepted);
    return order;
  }

  async function issue(order: OrderRow, ex?: Tx) {
    const issued = await repo.issueCode(order.id, newPickupCode(), ex);
    if (!issued) throw new AppError('CONFLICT', messages.pickup.codeOnlyWhenAccepted);
    return issued;
  }

  /** GET: the code of an Accepted order (one is issued for an order accepted before codes existed). */
  async function pickupCode(customerId: number, orderNumber: string): Promise<PickupCode> {
    const order = await customersAcceptedOrder(customerId, orderNumber);
    return codeView(order.pickupCode ? order : await issue(order));
  }

  /** POST: a new code, tries reset and unlocked, e-mailed to the customer. */
  async function newCode(customerId: number, orderNumber: string): Promise<PickupCode> {
    const order = await customersAcceptedOrder(customerId, orderNumber);
    const issued = await repo.transaction(async (tx) => {
      const row = await issue(order, tx);
      const parties = await deps.parties.findParties(row, tx);
      if (parties && row.pickupCode) {
        await deps.jobs.sendMail(
          tx,
          newPickupCodeEmail(parties.customer, row.orderNumber, row.pickupCode, `${deps.publicUrl}/sell/user/pickup`),
        );
      }
      return row;
    });
    return codeView(issued);
  }

  /** The weighed items priced: the order's at their agreed rate, those added at the door at the dealer's price. */
  async function priceItems(tx: Tx, order: OrderRow, weighed: OrderCompletionRequest['items']) {
    const refuse = (message: string): never => {
      throw new AppError('VALIDATION', message, { items: [message] });
    };
    const seen = new Set<number>();
    for (const item of weighed) {
      if (seen.has(item.subcategory_id)) refuse(messages.pickup.itemTwice);
      seen.add(item.subcategory_id);
    }
    const ordered = await repo.orderItemsWithCategory(tx, order.cartOrderId);
    if (ordered.some((item) => !seen.has(item.subcategoryId))) refuse(messages.pickup.itemMissing);
    const orderedIds = new Set(ordered.map((item) => item.subcategoryId));
    const extraIds = weighed.map((item) => item.subcategory_id).filter((id) => !orderedIds.has(id));
    const offered = await repo.dealerPrices(tx, order.dealerId, order.pincode, extraIds);
    return weighed.map((item, position) => {
      const agreed = ordered.find((row) => row.subcategoryId === item.subcategory_id);
      const rate = agreed ?? offered.find((row) => row.subcategoryId === item.subcategory_id) ?? refuse(messages.pickup.itemNotPriced);
      const weightKg = fromHundredths(toHundredths(item.weight_kg));
      return {
        orderId: order.id,
        subcategoryId: rate.subcategoryId,
        subcategoryName: rate.subcategoryName,
        categoryId: rate.categoryId,
        categoryName: rate.categoryName,
        unit: rate.unit,
        unitPrice: rate.unitPrice,
        weightKg,
        amount: multiply(weightKg, rate.unitPrice),
        addedAtDoor: agreed === undefined,
        position,
      };
    });
  }

  function completionView(order: OrderRow, items: readonly PickupItemRow[]): OrderCompletion {
    return {
      msg: messages.pickup.completed,
      order_number: order.orderNumber,
      status: order.status as OrderStatus,
      items: items.map((item) => ({
        subcategory_id: item.subcategoryId,
        subcategory_name: item.subcategoryName,
        category_name: item.categoryName,
        unit: item.unit,
        unit_price: item.unitPrice,
        weight_kg: item.weightKg,
        amount: item.amount,
        added_at_door: item.addedAtDoor,
      })),
      total_amount: order.paidAmount ?? '0.00',
      commission_amount: order.commissionAmount ?? '0.00',
      payment_method: order.paymentMethod === 'upi' ? 'upi' : 'cash',
      payment_reference: order.paymentReference,
      completed_at: (order.completedAt ?? order.updatedAt).toISOString(),
    };
  }

  /**
   * Completes an Accepted order of `dealerId` (the caller is the dealer or one of their
   * employees, `userId`), in one transaction with the order's row locked. A wrong code counts a
   * try that stays counted: the transaction commits the count and the refusal follows it.
   * `fresh` is false for a retry answered from the completion already stored.
   */
  async function complete(caller: { userId: number; dealerId: number }, orderNumber: string, request: OrderCompletionRequest) {
    const outcome = await repo.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, orderNumber);
      if (!order || order.dealerId !== caller.dealerId) throw new AppError('NOT_FOUND', messages.selling.orderNotFound);
      if (order.status === 'Completed') {
        if (request.completion_key !== undefined && order.completionKey === request.completion_key) {
          return { kind: 'done' as const, fresh: false, order, items: await repo.pickupItems(tx, order.id) };
        }
        throw new AppError('CONFLICT', messages.pickup.alreadyCompleted);
      }
      if (order.status !== 'Accepted') throw new AppError('CONFLICT', messages.pickup.onlyAcceptedCompletes);
      if (!order.pickupCode || order.pickupCodeTries >= limits.pickupCodeTries) {
        throw new AppError('CONFLICT', messages.pickup.codeLocked);
      }
      if (!sameCode(order.pickupCode, request.code)) {
        const tries = await repo.countWrongCode(tx, order.id);
        return { kind: 'wrong code' as const, triesLeft: Math.max(0, limits.pickupCodeTries - tries) };
      }
      const items = await priceItems(tx, order, request.items);
      const total = add(items.map((item) => item.amount));
      await repo.insertPickupItems(tx, items);
      const completed = await repo.markCompleted(tx, order.id, {
        completedAt: now(),
        completedBy: caller.userId,
        completionKey: request.completion_key ?? null,
        paymentMethod: request.payment_method,
        paymentReference: request.payment_reference || null,
        paidAmount: total,
        commissionAmount: multiply(total, commissionFraction),
      });
      await deps.onCompleted(tx, completed.id);
      return { kind: 'done' as const, fresh: true, order: completed, items: await repo.pickupItems(tx, order.id) };
    });
    if (outcome.kind === 'wrong code') {
      const message = messages.pickup.wrongCode.replace('{tries}', String(outcome.triesLeft));
      throw new AppError('VALIDATION', message, { code: [message] });
    }
    return { orderId: outcome.order.id, fresh: outcome.fresh, completion: completionView(outcome.order, outcome.items) };
  }

  return { pickupCode, newCode, complete };
}
export type CompletionService = ReturnType<typeof createCompletionService>;
