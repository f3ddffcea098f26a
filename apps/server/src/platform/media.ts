import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';
import type { FileStorage } from './storage.ts';

const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
};

/** GET /media/{key}: files from storage, sandboxed so an SVG or PDF can never run script here. */
export function registerMediaRoute(app: FastifyInstance, storage: FileStorage) {
  app.get('/media/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const contentType = contentTypes[path.extname(key).toLowerCase()];
    const file = contentType ? await storage.open(key) : null;
    if (!contentType || !file) return sendError(reply, request, 'NOT_FOUND', 'No such file.');
    return reply
      .type(contentType)
      .header('Content-Length', file.size)
      .header('Cache-Control', 'public, max-age=604800')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.stream);
  });
}
