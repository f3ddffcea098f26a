import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/errors.ts';
import { mediaTypes } from './media-types.ts';
import { isPrivateKey } from './private-files.ts';
import type { FileStorage } from './storage.ts';

/**
 * GET /media/{key}: public files from storage (pictures of categories, people, profiles),
 * sandboxed so an SVG or PDF can never run script here, and marked cross-origin so the
 * origins in CORS_ORIGINS can show them. Private keys are not here at all (private-files.ts).
 */
export function registerMediaRoute(app: FastifyInstance, storage: FileStorage) {
  app.get('/media/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const contentType = mediaTypes[path.extname(key).toLowerCase()];
    const file = contentType && !isPrivateKey(key) ? await storage.open(key) : null;
    if (!contentType || !file) return sendError(reply, request, 'NOT_FOUND', 'No such file.');
    return reply
      .type(contentType)
      .header('Content-Length', file.size)
      .header('Cache-Control', 'public, max-age=604800')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.stream);
  });
}
