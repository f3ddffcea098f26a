import type { AccountCategory } from '@kt/contract/accounts/account-types';
import { AppError } from '@kt/contract/errors';
import { messages } from '@kt/contract/messages';
import { isCompleted, type OrderStatus } from '@kt/contract/orders/order-statuses';
import type { Receipt } from '@kt/contract/orders/receipts';
import type { Language } from '@kt/contract/i18n/languages';
import { accountLanguage } from '../../platform/i18n/language-context.ts';
import type { ReceiptsRepo } from './receipts.repo.ts';

/** Who asks for a receipt: an account, and for the dealer's side the dealer it acts for. */
export type ReceiptReader = { userId: number; category: AccountCategory; dealerId?: number };

/** Receipts of completed orders (issue 16). */
export function createReceiptsService(repo: ReceiptsRepo) {
  /**
   * The receipt the caller may read: the order's customer (without the commission), its dealer or
   * one of the dealer's employees (with it). Anyone else, and a number that names no order, get the
   * same 404 (an order number says nothing about whether it exists); an order not Completed a 409.
   */
  async function receiptFor(reader: ReceiptReader, orderNumber: string): Promise<Receipt> {
    return (await readable(reader, orderNumber)).receipt;
  }

  /** The receipt and (issue 28) the key of the scale's photo, for the PDF that shows it. */
  async function readable(reader: ReceiptReader, orderNumber: string): Promise<{ receipt: Receipt; scalePhotoKey: string | null }> {
    const record = await repo.byOrderNumber(orderNumber);
    // The seller: a customer, or (issue 28) a dealer who sold on; never an employee.
    const isSeller = reader.category === 'customer' || reader.category === 'dealer';
    const isCustomer = record !== undefined && isSeller && record.customerId === reader.userId;
    const isDealerSide = record !== undefined && reader.category !== 'customer' && reader.dealerId === record.dealerId;
    if (!record || (!isCustomer && !isDealerSide)) throw new AppError('NOT_FOUND', messages.receipts.notFound);
    if (!isCompleted(record.status as OrderStatus)) throw new AppError('CONFLICT', messages.receipts.notCompleted);
    return { receipt: isCustomer ? { ...record.receipt, commission_amount: null } : record.receipt, scalePhotoKey: record.scalePhotoKey };
  }

  /** Issue 29: the language the reader's copy is written in: their account's. */
  async function readerLanguage(reader: ReceiptReader): Promise<Language> {
    return accountLanguage(await repo.languageOf(reader.userId));
  }

  return { receiptFor, readable, readerLanguage };
}
export type ReceiptsService = ReturnType<typeof createReceiptsService>;
