import { formatIndiaClock } from '@kt/contract/india-time';
import { formatDayInIndia } from '../../lib/format.ts';
import { adminRecordsTexts as t } from './texts.ts';

/** An instant as its day and time in India: '21 Nov 2026, 2:05 pm'. */
export function formatAt(instant: string): string {
  const parsed = new Date(instant);
  if (Number.isNaN(parsed.getTime())) return instant;
  return `${formatDayInIndia(instant)}, ${formatIndiaClock(parsed)}`;
}

const hourMs = 60 * 60 * 1000;

/** How long since `since` at `now`: 'under an hour', '5 hours', '2 days' (whole units, rounded down). */
export function formatWaited(since: string, now: number = Date.now()): string {
  const waited = now - new Date(since).getTime();
  if (!Number.isFinite(waited) || waited < hourMs) return t.age.underAnHour;
  const hours = Math.floor(waited / hourMs);
  return hours < 24 ? t.age.hours(hours) : t.age.days(Math.floor(hours / 24));
}
