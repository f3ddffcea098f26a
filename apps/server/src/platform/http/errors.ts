import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, codeForStatus, type ErrorBody, type ErrorCode } from '@kt/contract/errors';
import { messages } from '@kt/contract/messages';
import { tooManyRequestsMessage } from '@kt/contract/wait-text';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The message of a body that fails the route's schema (the spec's form failure text); per-field messages still follow. */
    validationMessage?: string;
  }
}

/** Fastify's own failures to read a body, in the contract's words. */
const bodyErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.general.unsupportedBody,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: messages.general.unreadableBody,
  FST_ERR_CTP_INVALID_JSON_BODY: messages.general.unreadableBody,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.general.unreadableBody,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.general.bodyTooLarge,
};

/** A 429 that says the real wait, in its message and in Retry-After (the handler sets the header). */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super('RATE_LIMITED', tooManyRequestsMessage(retryAfterSeconds));
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Seconds a 503 asks the client to wait: a database restart or a failover takes a few. */
export const unavailableRetryAfterSeconds = 5;

/**
 * A 503 with Retry-After: something the request needs (the database, Redis) does not answer,
 * or this server is shutting down. The client may send the same request again.
 */
export class ServiceUnavailableError extends AppError {
  readonly retryAfterSeconds = unavailableRetryAfterSeconds;

  constructor(cause?: unknown) {
    super('UNAVAILABLE', messages.general.serviceUnavailable);
    if (cause !== undefined) this.cause = cause;
  }
}

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

/** The innermost message of a wrapped error (Drizzle puts the SQL in its own message, the driver's reason in `cause`). */
function describeCause(error: Error): string {
  let inner: unknown = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  return inner instanceof Error ? `${(inner as { code?: string }).code ?? ''} ${inner.message}`.trim() : String(inner);
}

/** The one error handler: every failure leaves as the contract's ErrorBody. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimitedError || error instanceof ServiceUnavailableError) reply.header('Retry-After', String(error.retryAfterSeconds));
      return sendError(reply, request, error.code, error.message, error.fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        (fields[key] ??= []).push(issue.message ?? 'Invalid value');
      }
      const message = (error.validationContext === 'body' && request.routeOptions.config.validationMessage) || messages.general.invalidRequest;
      return sendError(reply, request, 'VALIDATION', message, fields);
    }
    // A database that is restarting or away is not a fault of this request: 503, try again shortly.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ reason: describeCause(error) }, 'database unavailable; answered 503');
      reply.header('Retry-After', String(unavailableRetryAfterSeconds));
      return sendError(reply, request, 'UNAVAILABLE', messages.general.serviceUnavailable);
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, request, 'INTERNAL', 'Something went wrong on our side. Please try again.');
    }
    const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
    return sendError(reply, request, codeForStatus(status), bodyErrorMessages[code] ?? error.message);
  });
}

/**
 * Failures before a request exists (a request that arrived too slowly, a broken request line):
 * Node hands over the socket, and the answer is still the contract's error body.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const code: ErrorCode = timedOut ? 'REQUEST_TIMEOUT' : 'VALIDATION';
  const status = timedOut ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body: ErrorBody = {
    code,
    message: timedOut ? messages.general.requestTimeout : messages.general.unreadableBody,
    requestId: randomUUID(),
  };
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy();
}
