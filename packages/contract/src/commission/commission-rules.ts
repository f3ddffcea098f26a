// Zod-free: the dealer's statement page and the admin console read these without loading schemas.
import { indiaDate, indiaDayEnd } from '../india-time.ts';

/*
 * Issue 28: the dealer's monthly commission statement, paid by UPI to the platform with the
 * statement's number as the payment's reference. One India month of one dealer's completed
 * orders is one statement; its number and due date are worked out here, once, for both sides.
 */

/** The statement number's prefix: KT Statement (orders are KTO…). */
export const statementNumberPrefix = 'KTS';

/** The day of the following month, India time, by which a month's commission is due. */
export const commissionDueDay = 10;

/** 'KTS' + the dealer's id in at least 8 digits + the month as YYYYMM: KTS00000042202611. */
export const statementNumberPattern = /^KTS(\d{8,10})(\d{4})(0[1-9]|1[0-2])$/;

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The number of a dealer's statement of an India month (YYYY-MM): KTS00000042202611. */
export function commissionStatementNumber(dealerId: number, month: string): string {
  const match = monthPattern.exec(month);
  if (!match || !Number.isInteger(dealerId) || dealerId < 1) throw new Error(`no statement for dealer ${dealerId}, month ${month}`);
  return `${statementNumberPrefix}${String(dealerId).padStart(8, '0')}${match[1]}${match[2]}`;
}

/** The dealer and the month a statement number names; null for anything else. */
export function parseStatementNumber(text: string): { dealerId: number; month: string } | null {
  const match = statementNumberPattern.exec(text);
  if (!match) return null;
  const dealerId = Number(match[1]);
  if (dealerId < 1 || dealerId > 2_147_483_647) return null;
  return { dealerId, month: `${match[2]}-${match[3]}` };
}

/** The dealer's page of a statement (the link of the dealer's messages about it). */
export const commissionStatementPagePath = (statementNumber: string): string => `/dealer/wallet/commission/${statementNumber}`;

/** The month after a YYYY-MM month: 2026-12 → 2027-01. */
export function nextMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
}

/** The month before a YYYY-MM month: 2027-01 → 2026-12. */
export function previousMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthNumber === 1 ? `${year - 1}-12` : `${year}-${String(monthNumber - 1).padStart(2, '0')}`;
}

/** The India date (YYYY-MM-DD) a month's commission is due: the 10th of the following month. */
export function commissionDueDate(month: string): string {
  return `${nextMonth(month)}-${String(commissionDueDay).padStart(2, '0')}`;
}

/** Whether a month's statement is past its due date at `now`: from 00:00 IST of the day after the due date. */
export function isCommissionOverdue(month: string, now: Date): boolean {
  return now.getTime() >= indiaDayEnd(commissionDueDate(month)).getTime();
}

/** The latest month whose statement is past its due date at `now` (every earlier month is too). */
export function lastOverdueMonth(now: Date): string {
  const today = indiaDate(now);
  const thisMonth = today.slice(0, 7);
  const lastMonth = previousMonth(thisMonth);
  return Number(today.slice(8, 10)) > commissionDueDay ? lastMonth : previousMonth(lastMonth);
}
