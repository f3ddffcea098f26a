import { formatIndiaClock } from '@kt/contract/india-time';
import { formatDayInIndia } from '../../lib/format.ts';

/** When something was sent, as its day and time in India: '21 Nov 2026, 2:05 pm'. */
export function formatSentAt(instant: string): string {
  const parsed = new Date(instant);
  if (Number.isNaN(parsed.getTime())) return instant;
  return `${formatDayInIndia(instant)}, ${formatIndiaClock(parsed)}`;
}
