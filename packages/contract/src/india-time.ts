import { dateTimeFormat } from './i18n/formats.ts';
// Zod-free: the pickup and schedule forms use these on first load.

/*
 * India time, for both sides: the calendar day and wall clock in India of an instant, and the
 * instants an India day starts and ends. Worked out by Intl from the time zone's name, so no
 * offset is written anywhere (India is UTC+5:30 all year, but nothing here relies on it).
 */

/** India's one time zone, as Intl, pg-boss and PostgreSQL name it. */
export const indiaTimeZone = 'Asia/Kolkata';

const wallClockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: indiaTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type WallClock = { year: string; month: string; day: string; hour: string; minute: string; second: string };

/** The date and time an instant shows on a clock in India, each part as text with its zeros. */
function wallClock(instant: Date): WallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of wallClockFormat.formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: (parts.year ?? '').padStart(4, '0'),
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
}

/** How far India's clock is ahead of UTC at an instant, in minutes. */
function offsetMinutes(instant: Date): number {
  const clock = wallClock(instant);
  const asUtc = Date.UTC(Number(clock.year), Number(clock.month) - 1, Number(clock.day), Number(clock.hour), Number(clock.minute), Number(clock.second));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The calendar date in India at an instant, as YYYY-MM-DD. */
export function indiaDate(instant: Date = new Date()): string {
  // India's offset is whole minutes, so the date changes only on a minute of UTC: one date a
  // minute is worked out (Intl's formatting costs microseconds, and a dealer's page reads it each time).
  const minute = Math.floor(instant.getTime() / 60_000);
  if (minute === lastDate.minute) return lastDate.date;
  const { year, month, day } = wallClock(instant);
  const date = `${year}-${month}-${day}`;
  if (!Number.isNaN(minute)) lastDate = { minute, date };
  return date;
}
let lastDate = { minute: Number.NaN, date: '' };

/** The month in India at an instant, as YYYY-MM (a completion at 23:59 IST on 30 November is November's). */
export function indiaMonth(instant: Date = new Date()): string {
  const { year, month } = wallClock(instant);
  return `${year}-${month}`;
}

/** The time of day in India at an instant, as HH:MM on a 24-hour clock. */
export function indiaTimeOfDay(instant: Date = new Date()): string {
  const { hour, minute } = wallClock(instant);
  return `${hour}:${minute}`;
}

/** An instant as India's wall clock to the minute: 2026-11-20 14:05. */
export function indiaMinute(instant: Date): string {
  const { year, month, day, hour, minute } = wallClock(instant);
  return `${year}-${month}-${day} ${hour}:${minute}`;
}

/** An instant as India's wall clock with its offset, to the second: 2026-11-20T14:05:09+05:30. */
export function indiaDateTime(instant: Date): string {
  const { year, month, day, hour, minute, second } = wallClock(instant);
  const offset = offsetMinutes(instant);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${sign}${hours}:${minutes}`;
}

/** Midnight in India of the day `days` after a YYYY-MM-DD date, as an instant. */
function midnight(date: string, days: number): Date {
  const [year, month, day] = date.split('-').map(Number);
  const utcMidnight = Date.UTC(year ?? Number.NaN, (month ?? Number.NaN) - 1, (day ?? Number.NaN) + days);
  if (Number.isNaN(utcMidnight)) return new Date(Number.NaN);
  return new Date(utcMidnight - offsetMinutes(new Date(utcMidnight)) * 60_000);
}

/** The instant an India day (YYYY-MM-DD) starts: its midnight in India. */
export function indiaDayStart(date: string): Date {
  return midnight(date, 0);
}

/** The instant an India day (YYYY-MM-DD) ends: the next day's midnight in India (not part of the day). */
export function indiaDayEnd(date: string): Date {
  return midnight(date, 1);
}


/** An instant as Indian readers write its day and time in India: '21 Nov 2026, 2:05 pm'. */
export function formatIndiaDateTime(instant: Date): string {
  return dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone: indiaTimeZone }).format(instant);
}

/** An instant's time of day in India as Indian readers write it: '2:05 pm'. */
export function formatIndiaClock(instant: Date): string {
  return dateTimeFormat({ hour: 'numeric', minute: '2-digit', timeZone: indiaTimeZone }).format(instant);
}
