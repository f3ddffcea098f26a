import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';

/** Uploads only their owner and the admin may read (identity documents, CVs), never under /media. */
export const filesEndpoints = {
  privateFile: defineEndpoint({
    method: 'GET',
    path: '/v3/api/private-files/*',
    access: 'signed-in',
    // The file's storage key, as the links in the owner's answers give it.
    params: z.object({ '*': z.string() }),
    // A download (the file itself), no JSON.
    summary: 'A private file, to its owner or the admin, as a download nobody caches.',
  }),
};
