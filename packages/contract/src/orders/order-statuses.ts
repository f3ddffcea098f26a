// Zod-free: the pickup lists use these on first load.

/**
 * Order statuses of spec 4, and ours of issue 16: Completed, set only by the completion call
 * (POST /api/order_complete/{order_no}/, the dealer's side with the customer's code), never by
 * the status-change call.
 */
export const orderStatuses = ['New', 'Accepted', 'Cancelled by Dealer', 'Cancelled by Customer', 'Completed'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export type OrderActor = 'customer' | 'dealer';

/**
 * Who may move an order from which status to which with the status-change call (spec 4): a
 * customer may cancel an order neither cancelled nor Completed; a dealer may accept a New order
 * and cancel a New or Accepted one. Nobody sets Completed here.
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

export function isCompleted(status: OrderStatus): boolean {
  return status === 'Completed';
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
