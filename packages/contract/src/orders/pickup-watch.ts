// Zod-free: the customer's and the dealer's pickup cards use these.
import { indiaDate, indiaDayStart } from '../india-time.ts';
import { addDays } from './pickup-dates.ts';

/*
 * Pickups that do not silently fail (issue 28). A New pickup must be answered (accepted or
 * declined) within `answerWithinDaytimeMinutes` of the dealers' daytime; an Accepted pickup not
 * completed by the end of its slot may be reported as a no-show.
 */

/**
 * The dealers' daytime in India, as minutes of the day: 08:00 to 19:00, every day of the week
 * (the spec's dealer timing; scrap dealers work on Sundays too). Only these minutes count
 * towards the answer time: an order placed at 22:00 is due at 12:00 the next day.
 */
export const dealerDaytime = { startMinute: 8 * 60, endMinute: 19 * 60 } as const;

/** A New pickup unanswered after this many daytime minutes (4 hours) is flagged to its customer. */
export const answerWithinDaytimeMinutes = 4 * 60;

const minuteMs = 60_000;

/** The instant of a minute of an India day (YYYY-MM-DD): India keeps one offset all year. */
function atMinute(date: string, minute: number): Date {
  return new Date(indiaDayStart(date).getTime() + minute * minuteMs);
}

/** The dealers' daytime minutes between two instants (whole and partial minutes, as a fraction). */
export function daytimeMinutesBetween(from: Date, to: Date): number {
  if (!(to.getTime() > from.getTime())) return 0;
  let total = 0;
  let date = indiaDate(from);
  const lastDate = indiaDate(to);
  while (date <= lastDate) {
    const start = Math.max(atMinute(date, dealerDaytime.startMinute).getTime(), from.getTime());
    const end = Math.min(atMinute(date, dealerDaytime.endMinute).getTime(), to.getTime());
    if (end > start) total += (end - start) / minuteMs;
    date = addDays(date, 1);
  }
  return total;
}

/** The instant `minutes` daytime minutes after `from` (when it falls outside daytime, counting starts at the next 08:00). */
export function addDaytimeMinutes(from: Date, minutes: number): Date {
  let remaining = minutes * minuteMs;
  let date = indiaDate(from);
  let at = from.getTime();
  for (;;) {
    const start = atMinute(date, dealerDaytime.startMinute).getTime();
    const end = atMinute(date, dealerDaytime.endMinute).getTime();
    if (at < start) at = start;
    if (at < end) {
      if (at + remaining <= end) return new Date(at + remaining);
      remaining -= end - at;
    }
    date = addDays(date, 1);
    at = atMinute(date, dealerDaytime.startMinute).getTime();
  }
}

/** When a New pickup placed at `placedAt` is flagged as unanswered. */
export function answerDueAt(placedAt: Date): Date {
  return addDaytimeMinutes(placedAt, answerWithinDaytimeMinutes);
}

/** Whether a New pickup placed at `placedAt` has gone unanswered too long at `now`. */
export function isAnswerOverdue(placedAt: Date, now: Date): boolean {
  return now.getTime() >= answerDueAt(placedAt).getTime();
}

/** The minute of the day each pickup slot ends (limits.pickupSlots): '8am - 1pm' at 13:00, '1pm - 6pm' at 18:00. */
const slotEndMinutes: Record<string, number> = { '8am - 1pm': 13 * 60, '1pm - 6pm': 18 * 60 };

/** The instant a pickup's slot ends on its date in India; a slot not known ends with the day. */
export function slotEndsAt(pickupDate: string, pickupTime: string): Date {
  return atMinute(pickupDate, slotEndMinutes[pickupTime] ?? 24 * 60);
}

/** Whether an Accepted pickup's slot is over at `now`: the customer may report a no-show. */
export function isSlotOver(pickup: { pickupDate: string; pickupTime: string }, now: Date): boolean {
  return now.getTime() >= slotEndsAt(pickup.pickupDate, pickup.pickupTime).getTime();
}

/** Who proposed a new date and slot for a pickup. */
export const rescheduleProposers = ['customer', 'dealer'] as const;
export type RescheduleProposer = (typeof rescheduleProposers)[number];

/** The longest reason a dealer may give for moving a pickup. */
export const rescheduleReasonMaxLength = 300;
