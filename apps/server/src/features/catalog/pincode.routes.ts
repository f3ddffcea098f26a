import type { FastifyInstance } from 'fastify';
import { catalogEndpoints } from '@kt/contract/catalog/catalog.endpoints';
import { sendCachedAnswer } from '../../platform/cache/list-cache.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { serializeAnswer } from '../../platform/http/page-reads.ts';
import type { PincodeService } from './pincode.service.ts';

/** The directory is fixed per release: a day of caching is safe, and an answer is worked out once. */
const cached = { status: 200, cacheControl: 'public, max-age=86400', revalidate: true };

export function pincodeHandlers(app: FastifyInstance, pincodes: PincodeService) {
  const answerFor = (pincode: string) => pincodes.answerFor(pincode, (value) => serializeAnswer(catalogEndpoints.pincodeLookup, value));
  // /sell/sellitem names the visitor's area in its HTML.
  app.deps.pageReads.add(catalogEndpoints.pincodeLookup, ({ pincode }) => answerFor(pincode));
  handle(app, catalogEndpoints.pincodeLookup, async (request, reply) =>
    sendCachedAnswer(request.headers['if-none-match'], reply, await answerFor(request.params.pincode), cached),
  );
}
