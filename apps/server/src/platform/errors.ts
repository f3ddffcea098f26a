import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, codeForStatus, type ErrorBody, type ErrorCode } from '@kt/contract/errors';

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string[]>,
) {
  const error = new AppError(code, message, fields);
  const body: ErrorBody = { code, message, requestId: String(request.id), ...(fields ? { fields } : {}) };
  // Error bodies skip the route's response schemas (which describe its answers, not its failures).
  return reply.status(error.status).type('application/json').serializer(JSON.stringify).send(body);
}

/** Per-field messages of a failed zod parse, in the error body's `fields` shape. */
export function fieldMessages(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) (fields[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  return fields;
}

/** The one error handler: every failure leaves as the contract's ErrorBody. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return sendError(reply, request, error.code, error.message, error.fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        (fields[key] ??= []).push(issue.message ?? 'Invalid value');
      }
      return sendError(reply, request, 'VALIDATION', 'The request is not valid.', fields);
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, request, 'INTERNAL', 'Something went wrong on our side. Please try again.');
    }
    return sendError(reply, request, codeForStatus(status), error.message);
  });
}
