import { describe, expect, it } from 'vitest';
import { indiaDate } from '../india-time.ts';
import { addDays, earliestPickupDate, formatPickupDate, isBookablePickupDate, isCalendarDate, pickupDateRange } from './pickup-dates.ts';

describe('pickup dates in India time', () => {
  it('turns the date at 18:30 UTC, which is midnight in India', () => {
    expect(indiaDate(new Date('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
    expect(indiaDate(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
  });

  it('makes tomorrow in India the earliest pickup date, across a month end', () => {
    expect(earliestPickupDate(new Date('2026-11-30T10:00:00Z'))).toBe('2026-12-01');
    expect(earliestPickupDate(new Date('2026-12-31T19:00:00Z'))).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2026-11-22')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('22/11/2026')).toBe(false);
  });

  it('books from tomorrow for 60 days', () => {
    // 11:30 on 19 Nov 2026 in India.
    const now = new Date('2026-11-19T06:00:00Z');
    expect(pickupDateRange(now)).toEqual({ min: '2026-11-20', max: '2027-01-19' });
    expect(['2026-11-19', '2026-11-20', '2027-01-19', '2027-01-20', '2026-11-31'].filter((date) => isBookablePickupDate(date, now))).toEqual([
      '2026-11-20',
      '2027-01-19',
    ]);
  });

  it("writes a date as '21 Nov 2026'", () => {
    expect(formatPickupDate('2026-11-21')).toBe('21 Nov 2026');
    expect(formatPickupDate('2027-01-05')).toBe('5 Jan 2027');
  });
});
