import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPincode, ZPincodeLookupResponse } from '@kt/contract/catalog/pincode-lookup';
import { cachedAnswerOf, sendCachedAnswer, type CachedAnswer } from '../../platform/cache/list-cache.ts';
import { toPincodeLookupResponse } from './pincode.service.ts';

/** The directory is fixed per release: a day of caching is safe, and an answer is worked out once. */
const cached = { status: 200, cacheControl: 'public, max-age=86400', revalidate: true };
/** Answers kept in memory (about 2 KB each); beyond this the oldest go. */
const maxAnswers = 5000;

export const pincodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const answers = new Map<string, CachedAnswer>();

  app.get(
    '/pincode/:pincode',
    {
      schema: {
        params: z.object({ pincode: ZPincode }),
        response: { 200: ZPincodeLookupResponse },
      },
    },
    async (request, reply) => {
      const { pincode } = request.params;
      let answer = answers.get(pincode);
      if (!answer) {
        answer = cachedAnswerOf(String(reply.serialize(toPincodeLookupResponse(await app.deps.pincodes.lookup(pincode)))));
        if (answers.size >= maxAnswers) answers.delete(answers.keys().next().value as string);
        answers.set(pincode, answer);
      }
      return sendCachedAnswer(request.headers['if-none-match'], reply, answer, cached);
    },
  );
};
