import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPincode, ZPincodeLookupResponse } from '@kt/contract/catalog/pincode-lookup';
import { toPincodeLookupResponse } from './pincode.service.ts';

export const pincodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pincode/:pincode',
    {
      schema: {
        params: z.object({ pincode: ZPincode }),
        response: { 200: ZPincodeLookupResponse },
      },
    },
    async (request, reply) => {
      const offices = await app.deps.pincodes.lookup(request.params.pincode);
      // The directory is fixed per release: a day of caching is safe.
      reply.header('Cache-Control', 'public, max-age=86400');
      return toPincodeLookupResponse(offices);
    },
  );
};
