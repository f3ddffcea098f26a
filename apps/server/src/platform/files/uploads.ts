import type { FastifyRequest } from 'fastify';
import { AppError } from '@kt/contract/errors';

/**
 * The file a route needs from its multipart body (read and size-checked by the body layer),
 * or a 400 naming the field. A body sent as JSON or urlencoded has no files, so it gets the
 * same answer as a multipart body without the file.
 */
export function requireFile(request: FastifyRequest, field: string, message = `Choose a file for ${field}.`): Buffer {
  const file = request.files?.[field];
  if (!file) throw new AppError('VALIDATION', message, { [field]: [message] });
  return file.data;
}

/** An optional file of the body, or undefined. */
export function optionalFile(request: FastifyRequest, field: string): Buffer | undefined {
  return request.files?.[field]?.data;
}
