import { describe, expect, it } from 'vitest';
import { formatAt, formatWaited } from './format.ts';

describe('admin record formats', () => {
  const now = Date.parse('2026-11-20T12:00:00Z');
  it.each([
    ['2026-11-20T11:30:00Z', 'under an hour'],
    ['2026-11-20T11:00:00Z', '1 hour'],
    ['2026-11-20T02:00:00Z', '10 hours'],
    ['2026-11-19T12:00:00Z', '1 day'],
    ['2026-11-18T11:00:00Z', '2 days'],
    ['2026-11-21T12:00:00Z', 'under an hour'],
  ])('says how long since %s', (since, words) => {
    expect(formatWaited(since, now)).toBe(words);
  });

  it('writes an instant as its day and time in India', () => {
    expect(formatAt('2026-11-20T20:35:00Z')).toMatch(/^21 Nov 2026, 2:05\sam$/i);
  });
});
