import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderCompletion, PaymentMethod } from '@kt/contract/orders/completion';
import { orderComplete } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export type CompletionBody = {
  code: string;
  /** Issue 28: the version of the weights the customer saw and agreed to with the code. */
  weights_version: number;
  payment_method: PaymentMethod;
  payment_reference?: string;
  completion_key: string;
};

/**
 * POST /api/order_complete/{order_number}/ with the code, the version of the weights it agrees to and the payment.
 * A retry carries the same completion_key, and the server answers it with the same 200.
 */
export function completeOrder(orderNumber: string, body: CompletionBody): Promise<OrderCompletion> {
  return callEndpoint(orderComplete, { params: { orderNumber }, json: body, auth: true });
}

export function useCompleteOrder(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompletionBody) => completeOrder(orderNumber, body),
    onSuccess: () => {
      // The lists, the dashboard tiles and this order all change.
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
