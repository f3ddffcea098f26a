import { describe, expect, it } from 'vitest';
import { addDaytimeMinutes, answerDueAt, daytimeMinutesBetween, isAnswerOverdue, isSlotOver, slotEndsAt } from './pickup-watch.ts';

/** An instant written as India's wall clock. */
const ist = (text: string) => new Date(`${text}:00+05:30`);

describe('the dealers daytime (08:00-19:00 India time)', () => {
  it('counts only daytime minutes between two instants', () => {
    expect(daytimeMinutesBetween(ist('2026-11-27T09:00'), ist('2026-11-27T10:30'))).toBe(90);
    // Overnight: 18:00-19:00 and 08:00-09:00.
    expect(daytimeMinutesBetween(ist('2026-11-27T18:00'), ist('2026-11-28T09:00'))).toBe(120);
    // Wholly at night.
    expect(daytimeMinutesBetween(ist('2026-11-27T19:00'), ist('2026-11-28T08:00'))).toBe(0);
    // Backwards is none.
    expect(daytimeMinutesBetween(ist('2026-11-28T10:00'), ist('2026-11-27T10:00'))).toBe(0);
  });

  it('is due 4 daytime hours after a daytime placement', () => {
    expect(answerDueAt(ist('2026-11-27T09:15'))).toEqual(ist('2026-11-27T13:15'));
  });

  it('carries what is left of the day over the night', () => {
    // 17:30: 90 minutes today, 150 tomorrow from 08:00.
    expect(answerDueAt(ist('2026-11-27T17:30'))).toEqual(ist('2026-11-28T10:30'));
  });

  it('starts counting at 08:00 for a placement at night or before dawn', () => {
    expect(answerDueAt(ist('2026-11-27T22:00'))).toEqual(ist('2026-11-28T12:00'));
    expect(answerDueAt(ist('2026-11-28T03:00'))).toEqual(ist('2026-11-28T12:00'));
  });

  it('treats the edge minutes exactly: 15:00 is due at 19:00 the same day, 15:01 at 08:01 the next', () => {
    expect(answerDueAt(ist('2026-11-27T15:00'))).toEqual(ist('2026-11-27T19:00'));
    expect(answerDueAt(ist('2026-11-27T15:01'))).toEqual(ist('2026-11-28T08:01'));
    expect(answerDueAt(ist('2026-11-27T19:00'))).toEqual(ist('2026-11-28T12:00'));
    expect(answerDueAt(ist('2026-11-27T08:00'))).toEqual(ist('2026-11-27T12:00'));
  });

  it('does not treat a weekend differently: Saturday evening runs into Sunday', () => {
    // 2026-11-28 is a Saturday.
    expect(answerDueAt(ist('2026-11-28T18:00'))).toEqual(ist('2026-11-29T11:00'));
  });

  it('is overdue from the due minute on, not a minute before', () => {
    const placed = ist('2026-11-27T10:00');
    expect(isAnswerOverdue(placed, ist('2026-11-27T13:59'))).toBe(false);
    expect(isAnswerOverdue(placed, ist('2026-11-27T14:00'))).toBe(true);
  });

  it('agrees with the count of daytime minutes', () => {
    const from = ist('2026-11-27T16:45');
    const due = addDaytimeMinutes(from, 240);
    expect(daytimeMinutesBetween(from, due)).toBe(240);
  });
});

describe('the end of a pickup slot', () => {
  it('ends the morning slot at 13:00 and the afternoon slot at 18:00 of the pickup date, India time', () => {
    expect(slotEndsAt('2026-11-28', '8am - 1pm')).toEqual(ist('2026-11-28T13:00'));
    expect(slotEndsAt('2026-11-28', '1pm - 6pm')).toEqual(ist('2026-11-28T18:00'));
  });

  it('is over from the slot end on', () => {
    const pickup = { pickupDate: '2026-11-28', pickupTime: '1pm - 6pm' };
    expect(isSlotOver(pickup, ist('2026-11-28T17:59'))).toBe(false);
    expect(isSlotOver(pickup, ist('2026-11-28T18:00'))).toBe(true);
  });
});
