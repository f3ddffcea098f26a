import { describe, expect, it } from 'vitest';
import {
  commissionDueDate,
  commissionStatementNumber,
  isCommissionOverdue,
  lastOverdueMonth,
  nextMonth,
  parseStatementNumber,
  statementNumberPattern,
} from './commission-rules.ts';

describe('commission statement number', () => {
  it("is 'KTS', the dealer id in 8 digits and the month as YYYYMM", () => {
    expect(commissionStatementNumber(42, '2026-11')).toBe('KTS00000042202611');
    expect(commissionStatementNumber(123456789, '2027-01')).toBe('KTS123456789202701');
    expect(statementNumberPattern.test('KTS00000042202611')).toBe(true);
  });

  it('reads back the dealer and the month, and nothing else', () => {
    expect(parseStatementNumber('KTS00000042202611')).toEqual({ dealerId: 42, month: '2026-11' });
    expect(parseStatementNumber('KTS123456789202701')).toEqual({ dealerId: 123456789, month: '2027-01' });
    for (const bad of ['KTS0000004220261', 'KTS00000042202613', 'KTS00000042202600', 'KTO00000042202611', 'KTS00000000202611', ' KTS00000042202611', 'KTS9999999999202611']) {
      expect(parseStatementNumber(bad)).toBeNull();
    }
  });

  it('refuses a month that is not YYYY-MM and an id below 1', () => {
    expect(() => commissionStatementNumber(42, '2026-13')).toThrow();
    expect(() => commissionStatementNumber(0, '2026-11')).toThrow();
  });
});

describe('commission due date', () => {
  it('is the 10th of the following month, across a year end', () => {
    expect(commissionDueDate('2026-11')).toBe('2026-12-10');
    expect(commissionDueDate('2026-12')).toBe('2027-01-10');
    expect(nextMonth('2026-09')).toBe('2026-10');
  });

  it('is overdue from midnight India time after the 10th, not a minute before', () => {
    // 2026-12-10 23:59 IST is 18:29 UTC; 2026-12-11 00:00 IST is 2026-12-10 18:30 UTC.
    expect(isCommissionOverdue('2026-11', new Date('2026-12-10T18:29:59Z'))).toBe(false);
    expect(isCommissionOverdue('2026-11', new Date('2026-12-10T18:30:00Z'))).toBe(true);
    expect(isCommissionOverdue('2026-11', new Date('2026-11-30T12:00:00Z'))).toBe(false);
  });

  it('names the latest overdue month the same way', () => {
    expect(lastOverdueMonth(new Date('2026-12-10T18:29:59Z'))).toBe('2026-10');
    expect(lastOverdueMonth(new Date('2026-12-10T18:30:00Z'))).toBe('2026-11');
    expect(lastOverdueMonth(new Date('2027-01-15T00:00:00Z'))).toBe('2026-12');
    expect(lastOverdueMonth(new Date('2027-01-05T00:00:00Z'))).toBe('2026-11');
  });
});
