// Zod-free: the pickup form uses these on first load.
import { indiaDate } from '../india-time.ts';
import { limits } from '../limits.ts';
import { currentLanguage } from '../i18n/catalogue.ts';
import { dateTimeFormat } from '../i18n/formats.ts';
import { baseLanguage } from '../i18n/languages.ts';

/** The date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  parsed.setUTCDate(parsed.getUTCDate() + days);
  return parsed.toISOString().slice(0, 10);
}

/** The earliest pickup date (spec 9: tomorrow), in India. */
export function earliestPickupDate(now: Date = new Date()): string {
  return addDays(indiaDate(now), 1);
}

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

/** The dates a pickup can be booked for (spec 5, 9): from tomorrow, India time, for limits.pickupMaxDaysAhead days. */
export function pickupDateRange(now: Date = new Date()): { min: string; max: string } {
  const min = earliestPickupDate(now);
  return { min, max: addDays(min, limits.pickupMaxDaysAhead) };
}

export function isBookablePickupDate(date: string, now?: Date): boolean {
  const { min, max } = pickupDateRange(now);
  return isCalendarDate(date) && date >= min && date <= max;
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A YYYY-MM-DD date as Indian readers expect it: '21 Nov 2026' (DESIGN). */
export function formatPickupDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  // English as DESIGN writes it (Intl's en-IN would say 'Sept'); another language through Intl: '21 नव॰ 2026'.
  if (currentLanguage() === baseLanguage) return `${day} ${monthNames[month - 1] ?? ''} ${year}`;
  return dateTimeFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}
