import type { FastifyInstance } from 'fastify';
import { ordersEndpoints } from '@kt/contract/orders/orders.endpoints';
import { receiptFileName } from '@kt/contract/orders/receipts';
import { currentUser } from '../../platform/auth/guard.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { readStoredFile } from '../../platform/files/read-stored-file.ts';
import { inLanguage } from '../../platform/i18n/language-context.ts';
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
    const reader = currentUser(request);
    const { receipt, scalePhotoKey } = await service.readable(reader, request.params.orderNumber);
    const scalePhoto = scalePhotoKey ? await readStoredFile(storage, scalePhotoKey) : undefined;
    // Issue 29: the PDF in the reader's account language (the JSON above stays the API's).
    const pdf = await inLanguage(await service.readerLanguage(reader), () => receiptPdf(receipt, scalePhoto));
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${receiptFileName(receipt.order_number)}"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(pdf);
  });
}
