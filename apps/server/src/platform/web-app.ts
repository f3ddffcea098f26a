import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from '@kt/contract/api-paths';
import { sendError } from './errors.ts';

/**
 * Serves the built web app: hashed assets with a long cache (pre-compressed .br/.gz when the
 * build made them), and index.html for any other GET that asks for HTML, so the app's
 * router gets every screen path. Unknown API paths stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  } else {
    app.log.warn({ webDist }, 'no web build found; run `npm run build` to serve the web app');
  }

  let indexHtml: string | undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && wantsHtml && !isApiPath(pathname);
    if (!isPageRequest || !hasBuild) {
      return sendError(reply, request, 'NOT_FOUND', `No route for ${request.method} ${pathname}`);
    }
    indexHtml ??= await readFile(indexFile, 'utf8');
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
  });
}
