import { isCancelled, type OrderStatus } from '@kt/contract/orders/order-statuses';
import type { Order } from '@kt/contract/orders/orders';
import { messages } from '@kt/contract/messages';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useChangeOrderStatus } from '../api/change-order-status.ts';

/**
 * Sends a status change and says how it went: 'Order Accepted' or 'Order Cancelled' (spec 8),
 * or the server's reason when it refuses (a 409 when the order moved on meanwhile). The list
 * refreshes either way. One change at a time: the buttons wait while one is on its way.
 */
export function useOrderStatusChange() {
  const change = useChangeOrderStatus();

  function changeStatus(order: Order, status: OrderStatus, onSettled?: () => void) {
    change.mutate(
      { orderNumber: order.order_number, status },
      {
        onSuccess: () => toast.success(isCancelled(status) ? messages.orders.cancelled : messages.orders.accepted),
        onError: (error) => toast.error(error instanceof ApiError ? localizeEnglish(error.message) : messages.general.loadFailed),
        onSettled,
      },
    );
  }

  return {
    changeStatus,
    isChanging: change.isPending,
    /** The order and status on their way, while one is. */
    pending: change.isPending ? change.variables : undefined,
  };
}
