import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The pickup at the door: the customer's code and the completion (issue 16). */
export const completionRoutes: FastifyPluginAsyncZod = async () => {};
