import type { FastifyInstance } from 'fastify';
import { ordersEndpoints } from '@kt/contract/orders/orders.endpoints';
import { receiptFileName } from '@kt/contract/orders/receipts';
import { currentUser } from '../../platform/auth/guard.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { readStoredFile } from '../../platform/files/read-stored-file.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { receiptPdf } from './receipt-pdf.ts';
import type { ReceiptsService } from './receipts.service.ts';

/** Receipts of completed orders, as JSON and PDF (issue 16). */
export function receiptsHandlers(app: FastifyInstance, service: ReceiptsService, storage: FileStorage) {
  handle(app, ordersEndpoints.orderReceipt, async (request, reply) => {
    const receipt = await service.receiptFor(currentUser(request), request.params.orderNumber);
    reply.header('Cache-Control', 'private, no-store');
    return receipt;
  });

  handle(app, ordersEndpoints.orderReceiptPdf, async (request, reply) => {
    const { receipt, scalePhotoKey } = await service.readable(currentUser(request), request.params.orderNumber);
    const pdf = await receiptPdf(receipt, scalePhotoKey ? await readStoredFile(storage, scalePhotoKey) : undefined);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${receiptFileName(receipt.order_number)}"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(pdf);
  });
}
