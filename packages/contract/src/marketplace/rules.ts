// Zod-free: the marketplace page's forms check with these on first load, the server with the schemas.
import { limits } from '../limits.ts';
import { indiaDate, indiaTimeOfDay } from '../india-time.ts';
import { addDays, isCalendarDate } from '../orders/pickup-dates.ts';

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

export type ScheduleWhenProblem = 'date' | 'time' | 'past' | 'tooFar';

/** A pickup date (YYYY-MM-DD) and time (HH:MM) to keep, or null: to be agreed with the visitor. */
export type ScheduleWhen = { date: string; time: string } | null;

/**
 * Why a chosen pickup date and time cannot be sent, or null: a real date and time, not before
 * now in India, at most `limits.scheduleMaxDaysAhead` days ahead.
 */
export function scheduleWhenProblem(date: string, time: string, now: Date = new Date()): ScheduleWhenProblem | null {
  if (!isCalendarDate(date)) return 'date';
  if (!scheduleTimePattern.test(time)) return 'time';
  const today = indiaDate(now);
  if (date < today || (date === today && time <= indiaTimeOfDay(now))) return 'past';
  if (date > addDays(today, limits.scheduleMaxDaysAhead)) return 'tooFar';
  return null;
}

/**
 * The date and time of a schedule request as stored: the sent ones when they can be kept
 * (scheduleWhenProblem finds nothing), else null, 'to be agreed'. The spec's client sends a
 * fixed date and time, not the visitor's (spec 9), so such a request is kept, never refused.
 */
export function scheduleWhenToKeep(date: string | undefined, time: string | undefined, now: Date = new Date()): ScheduleWhen {
  if (date === undefined || time === undefined) return null;
  return scheduleWhenProblem(date, time, now) === null ? { date, time } : null;
}
