import { formatDayInIndia } from '../../lib/format.ts';

const timeInIndia = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** When something was sent, as its day and time in India: '21 Nov 2026, 2:05 pm'. */
export function formatSentAt(instant: string): string {
  const parsed = new Date(instant);
  if (Number.isNaN(parsed.getTime())) return instant;
  return `${formatDayInIndia(instant)}, ${timeInIndia.format(parsed)}`;
}
