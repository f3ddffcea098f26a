import type { FastifyInstance } from 'fastify';
import { catalogEndpoints } from '@kt/contract/catalog/catalog.endpoints';
import { sendCachedAnswer } from '../../platform/cache/list-cache.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import type { PincodeService } from './pincode.service.ts';

/** The directory is fixed per release: a day of caching is safe, and an answer is worked out once. */
const cached = { status: 200, cacheControl: 'public, max-age=86400', revalidate: true };

export function pincodeHandlers(app: FastifyInstance, pincodes: PincodeService) {
  handle(app, catalogEndpoints.pincodeLookup, async (request, reply) => {
    const answer = await pincodes.answerFor(request.params.pincode, (value) => String(reply.serialize(value)));
    return sendCachedAnswer(request.headers['if-none-match'], reply, answer, cached);
  });
}
