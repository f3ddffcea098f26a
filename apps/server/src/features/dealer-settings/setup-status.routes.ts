import { and, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSetupStatus, type SetupStatus } from '@kt/contract/dealer-settings/setup-status';
import type { DocumentStatus } from '@kt/contract/dealer-settings/documents';
import { endpoints } from '@kt/contract/endpoints';
import { authenticate, currentUser } from '../../platform/auth/guard.ts';
import { dealerPincodes, dealerProfiles, prices } from '../../platform/db/schema/index.ts';

/** GET /dealer/api/setup-status/: what the dealer's home lists as still missing before customers find them. */
export const setupStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(endpoints.dealerSetupStatus, { onRequest: authenticate('dealer'), schema: { response: { 200: ZSetupStatus } } }, async (request, reply) => {
    const dealerId = currentUser(request).userId;
    const [[profile], [areas], [priced]] = await Promise.all([
      db.select({ documents: dealerProfiles.documentsStatus }).from(dealerProfiles).where(eq(dealerProfiles.userId, dealerId)),
      db.select({ n: count() }).from(dealerPincodes).where(eq(dealerPincodes.dealerId, dealerId)),
      // Only prices in a pincode the dealer serves reach customers.
      db
        .select({ n: count() })
        .from(prices)
        .innerJoin(dealerPincodes, and(eq(dealerPincodes.dealerId, prices.dealerId), eq(dealerPincodes.pincode, prices.pincode)))
        .where(eq(prices.dealerId, dealerId)),
    ]);
    const status: SetupStatus = {
      documents: (profile?.documents ?? 'Not uploaded') as DocumentStatus,
      areas: areas?.n ?? 0,
      prices: priced?.n ?? 0,
      ready: false,
    };
    status.ready = status.documents !== 'Not uploaded' && status.documents !== 'Rejected' && status.areas > 0 && status.prices > 0;
    reply.header('Cache-Control', 'private, no-store');
    return status;
  });
};
