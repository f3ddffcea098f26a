import { randomInt, timingSafeEqual } from 'node:crypto';
import { AppError } from '@kt/contract/errors';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { add, fromHundredths, multiply, toHundredths } from '@kt/contract/money';
import type { OrderCompletion, OrderCompletionRequest, PickupCode, WeighedItem, WeightsProposal } from '@kt/contract/orders/completion';
import { scalePhotoMaxBytes, type DealerWeights } from '@kt/contract/orders/weights';
import type { OrderStatus } from '@kt/contract/orders/order-statuses';
import type { FastifyBaseLogger } from 'fastify';
import type { ProposedItem } from '../../platform/db/schema/orders.ts';
import { detectFileType, isImage } from '../../platform/files/file-types.ts';
import { discardStoredFile, randomKeyPart, type FileStorage } from '../../platform/files/storage.ts';
import type { UploadedFile } from '../../platform/http/body-parsers.ts';
import { accountLanguage, inLanguage } from '../../platform/i18n/language-context.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { CompletionRepo, OrderRow, Tx } from './completion.repo.ts';
import { newPickupCodeEmail } from './order-emails.ts';
import { weightsProposedEmail } from './weights-emails.ts';
import type { OrdersRepo } from './orders.repo.ts';
import { weightsMessages } from '@kt/contract/orders/weights-messages';

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
  /** Where the photos of the scale are kept (issue 28), private to the order's parties. */
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, 'warn'>;
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

  /** Issue 28: the code is shown only with the weights it agrees to; before the dealer weighed, none. */
  function codeView(order: OrderRow): PickupCode {
    const triesLeft = Math.max(0, limits.pickupCodeTries - order.pickupCodeTries);
    const proposal = proposalView(order);
    return {
      order_number: order.orderNumber,
      code: proposal ? (order.pickupCode ?? '') : '',
      tries_left: triesLeft,
      locked: triesLeft === 0,
      proposal,
    };
  }

  function itemView(item: ProposedItem) {
    return {
      subcategory_id: item.subcategoryId,
      subcategory_name: item.subcategoryName,
      category_name: item.categoryName,
      unit: item.unit,
      unit_price: item.unitPrice,
      weight_kg: item.weightKg,
      amount: item.amount,
      added_at_door: item.addedAtDoor,
    };
  }

  /** The weights in force, or null before the dealer proposed any. */
  function proposalView(order: OrderRow): WeightsProposal | null {
    if (order.weightsVersion === 0 || !order.proposedItems) return null;
    return {
      order_number: order.orderNumber,
      weights_version: order.weightsVersion,
      items: order.proposedItems.map(itemView),
      total_amount: order.proposedTotal ?? '0.00',
      proposed_at: (order.weightsProposedAt ?? order.updatedAt).toISOString(),
      scale_photo: order.scalePhotoKey !== null,
    };
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

  /**
   * GET: the weights proposed for an Accepted order with the code that agrees to them, or neither
   * before the dealer weighed (a code is issued for a proposal that has none).
   */
  async function pickupCode(customerId: number, orderNumber: string): Promise<PickupCode> {
    const order = await customersAcceptedOrder(customerId, orderNumber);
    return codeView(order.pickupCode || order.weightsVersion === 0 ? order : await issue(order));
  }

  /** POST: a new code for the weights shown, tries reset and unlocked, e-mailed to the customer. */
  async function newCode(customerId: number, orderNumber: string): Promise<PickupCode> {
    const order = await customersAcceptedOrder(customerId, orderNumber);
    if (order.weightsVersion === 0) throw new AppError('CONFLICT', weightsMessages.codeAfterWeighing);
    const issued = await repo.transaction(async (tx) => {
      const row = await issue(order, tx);
      const parties = await deps.parties.findParties(row, tx);
      const pickupCode = row.pickupCode;
      if (parties?.customer.email && pickupCode) {
        await deps.jobs.sendMail(
          tx,
          inLanguage(accountLanguage(parties.customer.language), () =>
            newPickupCodeEmail(parties.customer, row.orderNumber, pickupCode, `${deps.publicUrl}/sell/user/pickup`),
          ),
        );
      }
      return row;
    });
    return codeView(issued);
  }

  /** The weighed items priced: the order's at their agreed rate, those added at the door at the dealer's price. */
  async function priceItems(tx: Tx, order: OrderRow, weighed: readonly WeighedItem[]): Promise<ProposedItem[]> {
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
    return weighed.map((item) => {
      const agreed = ordered.find((row) => row.subcategoryId === item.subcategory_id);
      const rate = agreed ?? offered.find((row) => row.subcategoryId === item.subcategory_id) ?? refuse(messages.pickup.itemNotPriced);
      const weightKg = fromHundredths(toHundredths(item.weight_kg));
      return {
        subcategoryId: rate.subcategoryId,
        subcategoryName: rate.subcategoryName,
        categoryId: rate.categoryId,
        categoryName: rate.categoryName,
        unit: rate.unit,
        unitPrice: rate.unitPrice,
        weightKg,
        amount: multiply(weightKg, rate.unitPrice),
        addedAtDoor: agreed === undefined,
      };
    });
  }

  /** The order of the caller's dealer (404 for anyone else's), Accepted (409 otherwise). */
  function dealersAcceptedOrder(order: OrderRow | undefined, dealerId: number): OrderRow {
    if (!order || order.dealerId !== dealerId) throw new AppError('NOT_FOUND', messages.selling.orderNotFound);
    if (order.status !== 'Accepted') throw new AppError('CONFLICT', weightsMessages.onlyAcceptedWeighs);
    return order;
  }

  /** A photo of the scale judged by its content (JPEG, PNG or WebP) and size, refused otherwise. */
  function checkScalePhoto(file: UploadedFile) {
    const type = detectFileType(file.data);
    const declared = file.mimeType.toLowerCase();
    if (!isImage(type) || (declared !== '' && declared !== 'application/octet-stream' && !declared.startsWith('image/'))) {
      const text = weightsMessages.scalePhotoWrongType;
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', text, { scale_photo: [text] });
    }
    if (file.data.length > scalePhotoMaxBytes) {
      const text = weightsMessages.scalePhotoTooLarge;
      throw new AppError('PAYLOAD_TOO_LARGE', text, { scale_photo: [text] });
    }
    return type;
  }

  /**
   * Issue 28: the dealer's side proposes the weighed items (every item of the order, 0 when it
   * was not there, plus any added at the door) and may attach a photo of the scale. Each proposal
   * replaces the one before with the next version and a new code, so the code the customer gave
   * for other weights no longer completes anything; the customer is told by e-mail.
   */
  async function proposeWeights(caller: { dealerId: number }, orderNumber: string, items: readonly WeighedItem[], photo?: UploadedFile) {
    dealersAcceptedOrder(await repo.findOrder(orderNumber), caller.dealerId);
    let photoKey: string | null = null;
    if (photo) {
      const type = checkScalePhoto(photo);
      photoKey = `scale-photos/${orderNumber.toLowerCase()}-${randomKeyPart()}.${type.extension}`;
      await deps.storage.put(photoKey, photo.data);
    }
    let previousKey: string | null = null;
    let proposed: OrderRow;
    try {
      proposed = await repo.transaction(async (tx) => {
        const order = dealersAcceptedOrder(await repo.lockOrder(tx, orderNumber), caller.dealerId);
        previousKey = order.scalePhotoKey;
        const priced = await priceItems(tx, order, items);
        const row = await repo.proposeWeights(tx, order.id, {
          items: priced,
          total: add(priced.map((item) => item.amount)),
          code: newPickupCode(),
          scalePhotoKey: photoKey,
          at: now(),
        });
        const parties = await deps.parties.findParties(row, tx);
        if (parties?.customer.email) {
          await deps.jobs.sendMail(
            tx,
            inLanguage(accountLanguage(parties.customer.language), () =>
              weightsProposedEmail(parties.customer, row.orderNumber, row.proposedTotal ?? '0.00', `${deps.publicUrl}/sell/user/pickup`),
            ),
          );
        }
        return row;
      });
    } catch (error) {
      if (photoKey) await discardStoredFile(deps.storage, photoKey, deps.log);
      throw error;
    }
    if (previousKey && previousKey !== photoKey) await discardStoredFile(deps.storage, previousKey, deps.log);
    const view = proposalView(proposed);
    if (!view) throw new Error('a proposal without items');
    return view;
  }

  /** Issue 28: the dealer's side sees the weights in force and whom a UPI payment goes to. */
  async function dealerWeights(caller: { dealerId: number }, orderNumber: string): Promise<DealerWeights> {
    const order = await repo.findOrder(orderNumber);
    if (!order || order.dealerId !== caller.dealerId) throw new AppError('NOT_FOUND', messages.selling.orderNotFound);
    const payee = await repo.payee(order);
    return {
      order_number: order.orderNumber,
      status: order.status as OrderStatus,
      proposal: order.status === 'Accepted' ? proposalView(order) : null,
      code_locked: order.pickupCodeTries >= limits.pickupCodeTries,
      payee: {
        name: payee ? `${payee.firstName} ${payee.lastName}`.trim() : '',
        upi_vpa: payee?.upiVpa ?? null,
        mobile: payee?.phone ?? '',
      },
    };
  }

  /** Issue 28: the photo of the scale, for the order's customer and its dealer's side only (404 for anyone else). */
  async function scalePhoto(caller: { userId: number; dealerId: number | null }, orderNumber: string) {
    const order = await repo.findOrder(orderNumber);
    const isParty = order && (order.customerId === caller.userId || (caller.dealerId !== null && order.dealerId === caller.dealerId));
    if (!order || !isParty || !order.scalePhotoKey) throw new AppError('NOT_FOUND', weightsMessages.scalePhotoNotFound);
    const file = await deps.storage.open(order.scalePhotoKey);
    if (!file) throw new AppError('NOT_FOUND', weightsMessages.scalePhotoNotFound);
    return { ...file, key: order.scalePhotoKey };
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
      // Issue 28: the code agrees to the weights the customer saw; other weights are not completed with it.
      if (order.weightsVersion === 0 || !order.proposedItems) throw new AppError('CONFLICT', weightsMessages.noProposal);
      if (request.weights_version !== order.weightsVersion) throw new AppError('CONFLICT', weightsMessages.staleProposal);
      if (!order.pickupCode || order.pickupCodeTries >= limits.pickupCodeTries) {
        throw new AppError('CONFLICT', messages.pickup.codeLocked);
      }
      if (!sameCode(order.pickupCode, request.code)) {
        const tries = await repo.countWrongCode(tx, order.id);
        return { kind: 'wrong code' as const, triesLeft: Math.max(0, limits.pickupCodeTries - tries) };
      }
      const total = add(order.proposedItems.map((item) => item.amount));
      await repo.insertPickupItems(
        tx,
        order.proposedItems.map((item, position) => ({ ...item, orderId: order.id, position })),
      );
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

  return { pickupCode, newCode, complete, proposeWeights, dealerWeights, scalePhoto };
}
export type CompletionService = ReturnType<typeof createCompletionService>;
