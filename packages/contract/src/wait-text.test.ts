import { describe, expect, it } from 'vitest';
import { describeWait, fillMessage, tooManyRequestsMessage } from './wait-text.ts';

describe('wait texts', () => {
  it('says whole minutes, rounded up', () => {
    expect(describeWait(0)).toBe('1 minute');
    expect(describeWait(45)).toBe('1 minute');
    expect(describeWait(60)).toBe('1 minute');
    expect(describeWait(61)).toBe('2 minutes');
    expect(describeWait(900)).toBe('15 minutes');
  });

  it('puts the real wait into the 429 text', () => {
    expect(tooManyRequestsMessage(840)).toBe('Too many tries. Please try again in 14 minutes.');
  });

  it('leaves unknown placeholders as they are', () => {
    expect(fillMessage('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
