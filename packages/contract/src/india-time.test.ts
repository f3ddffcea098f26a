import { describe, expect, it } from 'vitest';
import {
  formatIndiaClock,
  formatIndiaDateTime,
  indiaDate,
  indiaDateTime,
  indiaDayEnd,
  indiaDayStart,
  indiaMinute,
  indiaMonth,
  indiaTimeOfDay,
} from './india-time.ts';

describe('India time', () => {
  it('gives the calendar date in India, which turns at 18:30 UTC', () => {
    expect(indiaDate(new Date('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
    expect(indiaDate(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
    expect(indiaDate(new Date('2026-12-31T19:00:00Z'))).toBe('2027-01-01');
  });

  it('gives the month in India: 31 March 18:40 UTC is April there', () => {
    expect(indiaMonth(new Date('2025-03-31T18:29:59Z'))).toBe('2025-03');
    expect(indiaMonth(new Date('2025-03-31T18:40:00Z'))).toBe('2025-04');
  });

  it('writes the wall clock in India to the minute, to the second with its offset, and as a time of day', () => {
    const instant = new Date('2026-11-20T08:35:09.999Z');
    expect(indiaMinute(instant)).toBe('2026-11-20 14:05');
    expect(indiaDateTime(instant)).toBe('2026-11-20T14:05:09+05:30');
    expect(indiaTimeOfDay(instant)).toBe('14:05');
    expect(indiaTimeOfDay(new Date('2026-11-20T18:30:00Z'))).toBe('00:00');
    expect(indiaMinute(new Date('2026-11-20T18:29:00Z'))).toBe('2026-11-20 23:59');
  });

  it('gives the instants an India day starts and ends', () => {
    expect(indiaDayStart('2026-11-21').toISOString()).toBe('2026-11-20T18:30:00.000Z');
    expect(indiaDayEnd('2026-11-21').toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(indiaDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(indiaDayStart('2028-02-29').toISOString()).toBe('2028-02-28T18:30:00.000Z');
    expect(Number.isNaN(indiaDayStart('soon').getTime())).toBe(true);
  });

  it('formats an instant as Indian readers write it, in India', () => {
    const instant = new Date('2026-11-20T08:35:00Z');
    expect(formatIndiaDateTime(instant)).toBe(new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(instant));
    expect(formatIndiaClock(instant)).toMatch(/^2:05\s?pm$/i);
  });
});
