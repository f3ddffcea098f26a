import type { FastifyInstance } from 'fastify';
import { dealerSettingsEndpoints } from '@kt/contract/dealer-settings/dealer-settings.endpoints';
import type { PublicDealerPrice } from '@kt/contract/dealer-settings/prices';
import { messages } from '@kt/contract/messages';
import { assertNamesCaller } from '../../platform/auth/guard.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import type { DealerReadsService } from './dealer-reads.service.ts';
import { identifyCallerIfSignedIn } from './identify-caller.ts';
import type { PricesService } from './prices.service.ts';

/** Spec 7 'Dealer settings': a dealer's own prices per subcategory and pincode. */
export function pricesHandlers(
  app: FastifyInstance,
  { service, reads, storage }: { service: PricesService; reads: DealerReadsService; storage: FileStorage },
) {
  const identifyCaller = identifyCallerIfSignedIn();

  // Open to anyone (the spec's marketplace page reads it); the dealer also gets when each price changed.
  handle(app, dealerSettingsEndpoints.dealerPrices, async (request, reply) => {
    await identifyCaller(request, reply);
    const { reader, rows } = await reads.readPrices(request.params.id, request.auth);
    const publicRows = rows.map(
      (row): PublicDealerPrice => ({
        id: row.id,
        dealer: row.dealerId,
        subcategory: row.subcategoryId,
        subcategory_name: row.subcategoryName,
        subcategory_image: storage.urlFor(row.subcategoryImageKey),
        category_name: row.categoryName,
        pincode: row.pincode,
        price: row.price,
        unit: row.unit,
      }),
    );
    // The answer differs with the caller's token.
    reply.header('Vary', 'Authorization');
    if (reader === 'public') {
      // A cache asks again each time, so a dealer's change shows at the next load.
      reply.header('Cache-Control', 'public, no-cache');
      return publicRows;
    }
    reply.header('Cache-Control', 'private, no-store');
    return publicRows.map((row, i) => ({ ...row, updated_at: rows[i]?.updatedAt.toISOString() ?? '' }));
  });

  handle(app, dealerSettingsEndpoints.addPrice, async (request) => {
    assertNamesCaller(request, request.body.dealer);
    await service.add(request.body);
    return { msg: messages.dealerSettings.priceAdded };
  });

  handle(app, dealerSettingsEndpoints.updatePrice, async (request) => {
    assertNamesCaller(request, request.body.dealer);
    await service.update(request.body);
    return { msg: messages.dealerSettings.priceUpdated };
  });

  handle(app, dealerSettingsEndpoints.deletePrice, async (request) => {
    assertNamesCaller(request, request.body.dealer);
    await service.remove(request.body);
    return { msg: messages.dealerSettings.priceRemoved };
  });
}
