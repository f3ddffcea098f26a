import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AppError } from '@kt/contract/errors';
import { filesEndpoints } from '@kt/contract/files/files.endpoints';
import { currentUser } from '../auth/guard.ts';
import { handle } from '../http/endpoint-routes.ts';
import { mediaTypes } from './media-types.ts';
import type { FileStorage } from './storage.ts';

/**
 * Uploads that only their owner and the admin may read: identity documents and CVs. They
 * are never served by /media; only by the access-checked route below, as downloads nobody
 * caches. Each rule says whose a key is from the key itself ('employees/{dealer id}-…').
 */
const privateRules: { prefix: string; ownerId: (rest: string) => number | null; otherReaderId?: (rest: string) => number | null }[] = [
  { prefix: 'cvs/', ownerId: () => null },
  // A dispute's photo (issue 28): 'disputes/{customer id}-{dealer id}-…', read by both parties.
  { prefix: 'disputes/', ownerId: (rest) => Number(/^(\d+)-/.exec(rest)?.[1] ?? Number.NaN), otherReaderId: (rest) => Number(/^\d+-(\d+)-/.exec(rest)?.[1] ?? Number.NaN) },
  { prefix: 'employees/', ownerId: (rest) => Number(/^(\d+)-/.exec(rest)?.[1] ?? Number.NaN) },
  { prefix: 'documents/', ownerId: (rest) => Number(/^(\d+)-/.exec(rest)?.[1] ?? Number.NaN) },
  // Issue 28: photos of the scale are served to the order's two parties by the orders feature's own route.
  { prefix: 'scale-photos/', ownerId: () => null },
];

/** '/v3/api/private-files/': the definition's pattern without its '*'. */
export const privateFilesPath = filesEndpoints.privateFile.path.slice(0, -1);

export function isPrivateKey(key: string): boolean {
  return privateRules.some((rule) => key.startsWith(rule.prefix));
}

/** Whether this caller may read the private file: the admin, or the account the key belongs to. */
export function canReadPrivateFile(key: string, caller: { userId: number; category: string }): boolean {
  const rule = privateRules.find((r) => key.startsWith(r.prefix));
  if (!rule) return false;
  if (caller.category === 'admin') return true;
  const rest = key.slice(rule.prefix.length);
  const readers = [rule.ownerId(rest), rule.otherReaderId?.(rest) ?? null];
  return readers.some((reader) => reader !== null && Number.isInteger(reader) && reader === caller.userId);
}

export function privateFileUrl(publicUrl: string, key: string): string {
  return `${publicUrl}${privateFilesPath}${key}`;
}

/** GET /v3/api/private-files/{key}: Bearer token of the owner or the admin; a download, never cached. */
export function registerPrivateFilesRoute(app: FastifyInstance, storage: FileStorage) {
  handle(app, filesEndpoints.privateFile, async (request, reply) => {
    const key = request.params['*'];
    const contentType = mediaTypes[path.extname(key).toLowerCase()];
    // One answer for 'not yours' and 'not there', so keys cannot be probed.
    if (!contentType || !isPrivateKey(key) || !canReadPrivateFile(key, currentUser(request))) {
      throw new AppError('NOT_FOUND', 'No such file.');
    }
    const file = await storage.open(key);
    if (!file) throw new AppError('NOT_FOUND', 'No such file.');
    return reply
      .type(contentType)
      .header('Content-Length', file.size)
      .header('Content-Disposition', `attachment; filename="${path.basename(key)}"`)
      .header('Cache-Control', 'private, no-store')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.stream);
  });
}
