import { useQuery } from '@tanstack/react-query';
import { receiptFileName } from '@kt/contract/orders/receipts';
import { orderReceipt, orderReceiptPdf } from '@kt/contract/routes';
import { apiUrl } from '../../../lib/api-client.ts';
import { callEndpoint, pathOf } from '../../../lib/call-endpoint.ts';
import { downloadWithToken } from '../../../lib/download-with-token.ts';

/** Starts with ['orders']: a completed order's receipt never changes, but a sign-out clears it with the rest. */
export const receiptKey = (orderNumber: string, accountId: number) => ['orders', 'receipt', orderNumber, accountId] as const;

/** GET /api/order_receipt/{order_no}/ */
export function useReceipt(orderNumber: string, accountId: number) {
  return useQuery({
    queryKey: receiptKey(orderNumber, accountId),
    queryFn: () => callEndpoint(orderReceipt, { params: { orderNumber }, auth: true }),
  });
}

/** GET /api/order_receipt/{order_no}/pdf/ with the Bearer token, saved as receipt-<order_no>.pdf. */
export function downloadReceiptPdf(orderNumber: string): Promise<void> {
  return downloadWithToken(apiUrl(pathOf(orderReceiptPdf, { orderNumber })), receiptFileName(orderNumber));
}
