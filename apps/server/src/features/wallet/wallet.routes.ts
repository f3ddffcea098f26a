import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The customer's and the dealer's wallets and the dealer's monthly statements (issue 16). */
export const walletRoutes: FastifyPluginAsyncZod = async () => {};
