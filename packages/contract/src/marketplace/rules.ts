// Zod-free: the marketplace page's forms check with these on first load, the server with the schemas.
import { limits } from '../limits.ts';
import { addDays, indiaDate, isCalendarDate } from '../orders/pickup-dates.ts';

/** Reach-us phone (spec 5): 10 digits starting with 6, 7, 8 or 9. */
export const reachUsPhonePattern = /^[6-9]\d{9}$/;

/**
 * Schedule phone (spec 5: 'at least 10 characters'): 10 to 13 digits with an optional leading
 * '+', so '+919876543210' passes and a short number does not.
 */
export const schedulePhonePattern = /^\+?\d{10,13}$/;

/** The time the visitor chose, HH:MM on a 24-hour clock (an `<input type="time">` value). */
export const scheduleTimePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What the spec's client sends when there is no review text, and when there is no subject. */
export const notGiven = 'N/A';

/** The ratings a visitor can give (spec 9: 0.5 to 5.0 in half steps). */
export const ratingValues: readonly number[] = Array.from(
  { length: Math.round((limits.ratingMax - limits.ratingMin) / limits.ratingStep) + 1 },
  (_, index) => limits.ratingMin + index * limits.ratingStep,
);

export function isRatingValue(value: number): boolean {
  return Number.isFinite(value) && ratingValues.includes(value);
}

/** India has one time zone, UTC+5:30: the time of day there as HH:MM. */
function indiaTime(now: Date): string {
  return new Date(now.getTime() + (5 * 60 + 30) * 60 * 1000).toISOString().slice(11, 16);
}

export type ScheduleWhenProblem = 'date' | 'time' | 'past' | 'tooFar';

/**
 * Why a chosen pickup date and time cannot be sent, or null: a real date and time, not before
 * now in India, at most `limits.scheduleMaxDaysAhead` days ahead.
 */
export function scheduleWhenProblem(date: string, time: string, now: Date = new Date()): ScheduleWhenProblem | null {
  if (!isCalendarDate(date)) return 'date';
  if (!scheduleTimePattern.test(time)) return 'time';
  const today = indiaDate(now);
  if (date < today || (date === today && time <= indiaTime(now))) return 'past';
  if (date > addDays(today, limits.scheduleMaxDaysAhead)) return 'tooFar';
  return null;
}
