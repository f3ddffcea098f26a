import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OrderStatus } from '@kt/contract/orders/order-statuses';
import type { Order, ZOrderStatusResponse } from '@kt/contract/orders/orders';
import { orderStatus } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { changeListItems, isListPages, type ListPages } from '../../../lib/use-list-pages.ts';

export type OrderStatusAnswer = z.infer<typeof ZOrderStatusResponse>;
export type OrderStatusChange = { orderNumber: string; status: OrderStatus };

/**
 * PATCH /api/order_confirm/{order_number}/ with { status }. The server decides who may set
 * which status (spec 4); a change it refuses answers 409 with a message.
 */
export function changeOrderStatus({ orderNumber, status }: OrderStatusChange): Promise<OrderStatusAnswer> {
  return callEndpoint(orderStatus, { params: { orderNumber }, json: { status }, auth: true });
}

/**
 * Accept or cancel an order. The cached lists show the new status at once; then everything
 * under ['orders'] (both lists, the dealer's tiles) is refetched, after a refusal too, since a
 * 409 means the list on screen was out of date.
 */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    onSuccess: (answer) => {
      // The order lists are paged (their cache holds pages); the dealer's tiles are left to the refetch.
      queryClient.setQueriesData<unknown>({ queryKey: ['orders'] }, (data: unknown) =>
        isListPages(data)
          ? changeListItems(data as ListPages<Order>, (orders) =>
              orders.map((order) => (order.order_number === answer.order_number ? { ...order, status: answer.status } : order)),
            )
          : data,
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
