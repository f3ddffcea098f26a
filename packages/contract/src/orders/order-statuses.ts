// Zod-free: the pickup lists use these on first load.

/** Order statuses of spec 4. */
export const orderStatuses = ['New', 'Accepted', 'Cancelled by Dealer', 'Cancelled by Customer'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export type OrderActor = 'customer' | 'dealer';

/**
 * Who may move an order from which status to which (spec 4): a customer may cancel an order
 * not already cancelled; a dealer may accept a New order and cancel a New or Accepted one.
 */
const transitions: Record<OrderActor, Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  customer: { 'Cancelled by Customer': ['New', 'Accepted'] },
  dealer: { Accepted: ['New'], 'Cancelled by Dealer': ['New', 'Accepted'] },
};

/** The statuses an order may be in for `actor` to set `to`; empty when `actor` may never set it. */
export function statusesAllowingChange(actor: OrderActor, to: OrderStatus): readonly OrderStatus[] {
  return transitions[actor][to] ?? [];
}

export function canChangeStatus(actor: OrderActor, from: OrderStatus, to: OrderStatus): boolean {
  return statusesAllowingChange(actor, to).includes(from);
}

export function isCancelled(status: OrderStatus): boolean {
  return status === 'Cancelled by Dealer' || status === 'Cancelled by Customer';
}

/** Why a change is refused (409), in words a person understands. Ours: the spec has none. */
export function refusedChangeMessage(actor: OrderActor, from: OrderStatus, to: OrderStatus): string {
  if (statusesAllowingChange(actor, to).length === 0) {
    return actor === 'customer' ? 'A customer can only cancel an order.' : `A dealer cannot set an order to '${to}'.`;
  }
  return `This order is already '${from}' and cannot be changed to '${to}'.`;
}
