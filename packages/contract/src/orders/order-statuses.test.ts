import { describe, expect, it } from 'vitest';
import { canChangeStatus, orderStatuses, refusedChangeMessage, type OrderActor, type OrderStatus } from './order-statuses.ts';

/** Spec 4, written out: every change either party may make. */
const allowed: [OrderActor, OrderStatus, OrderStatus][] = [
  ['customer', 'New', 'Cancelled by Customer'],
  ['customer', 'Accepted', 'Cancelled by Customer'],
  ['dealer', 'New', 'Accepted'],
  ['dealer', 'New', 'Cancelled by Dealer'],
  ['dealer', 'Accepted', 'Cancelled by Dealer'],
];

describe('order status changes (spec 4)', () => {
  it('allows exactly the changes spec 4 lists, and nothing else', () => {
    for (const actor of ['customer', 'dealer'] as const) {
      for (const from of orderStatuses) {
        for (const to of orderStatuses) {
          const expected = allowed.some(([a, f, t]) => a === actor && f === from && t === to);
          expect(canChangeStatus(actor, from, to), `${actor}: ${from} -> ${to}`).toBe(expected);
        }
      }
    }
  });

  it('says why a change is refused', () => {
    expect(refusedChangeMessage('customer', 'New', 'Accepted')).toBe('A customer can only cancel an order.');
    expect(refusedChangeMessage('dealer', 'Cancelled by Customer', 'Accepted')).toBe(
      "This order is already 'Cancelled by Customer' and cannot be changed to 'Accepted'.",
    );
  });
});
