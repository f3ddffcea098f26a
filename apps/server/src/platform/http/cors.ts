import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';

/** Cross-origin browser clients (CORS_ORIGINS): only the listed origins get an allowance. */
export async function registerCors(app: FastifyInstance, origins: readonly string[]) {
  if (origins.length > 0) {
    const allowed = new Set(origins);
    await app.register(cors, {
      // Only the listed origins get an allowance; any other gets no CORS header at all.
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      exposedHeaders: ['Retry-After', 'X-Request-Id', 'Link'],
      maxAge: 600,
      credentials: false,
    });
  }
}
