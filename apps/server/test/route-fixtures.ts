import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { bearer } from './accounts-helpers.ts';
import { encodeBody, type Encoding, type TestFile } from './form-bodies.ts';

/** A real 1×1 PNG: passes the server's picture check by content. */
export const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
/** A PDF by its first bytes, as the server detects it. */
export const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1000, 0x20)]);

export const pngFile = (name = 'picture.png'): TestFile => ({ data: png, filename: name, type: 'image/png' });
export const pdfFile = (name = 'cv.pdf'): TestFile => ({ data: pdf, filename: name, type: 'application/pdf' });

/** One call of a body route: the path with its parameters filled, who calls, and what it sends. */
export type RouteRequest = {
  url: string;
  caller?: AuthRecord;
  fields: Record<string, string | number>;
  files?: Record<string, TestFile>;
  /** The caller's address, for routes that count per address (votes). */
  remoteAddress?: string;
};

/** Sends a request's fields (and, in multipart, its files) in one encoding. */
export function sendEncoded(
  app: FastifyInstance,
  method: string,
  request: RouteRequest,
  encoding: Encoding,
  options: { withFiles?: boolean } = {},
): Promise<LightMyRequestResponse> {
  const body = encodeBody(encoding, request.fields, options.withFiles === false ? {} : (request.files ?? {}));
  return app.inject({
    method: method as 'POST',
    url: request.url,
    payload: body.payload,
    headers: { ...body.headers, ...(request.caller ? bearer(request.caller) : {}) },
    ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
  });
}

/**
 * The shape of a JSON value: the same keys, recursively, with the same JSON types. Values
 * (ids, tokens, dates) do not count; an array's shape is the set of its elements' shapes.
 */
export type Shape = string | { [key: string]: Shape } | { array: Shape[] };
export function shapeOf(value: unknown): Shape {
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    const shapes = new Map(value.map((item) => [JSON.stringify(shapeOf(item)), shapeOf(item)]));
    return { array: [...shapes.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, shape]) => shape) };
  }
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, shapeOf((value as Record<string, unknown>)[key])]),
    );
  }
  return typeof value;
}

/** An answer as a comparable record: status and body, the body's request id left out (it differs per request). */
export function errorAnswer(res: LightMyRequestResponse): { status: number; body: unknown } {
  let body: unknown;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  if (body && typeof body === 'object' && 'requestId' in body) {
    const { requestId: _requestId, ...rest } = body as Record<string, unknown>;
    body = rest;
  }
  return { status: res.statusCode, body };
}

/** An answer as status and body shape. */
export function shapeAnswer(res: LightMyRequestResponse): { status: number; shape: Shape } {
  let body: unknown;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, shape: shapeOf(body) };
}

/** The parameter names of a Fastify route pattern ('/api/x/:customer/:dealer/' → customer, dealer; '/media/*' → '*'). */
export function patternParams(pattern: string): string[] {
  const names = [...pattern.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
  return pattern.includes('*') ? [...names, '*'] : names;
}

/** A route pattern with its parameters filled in (each value URL-encoded, except '*' which may hold slashes). */
export function fillPattern(pattern: string, values: Record<string, string>): string {
  return pattern
    .replace(/:([A-Za-z0-9_]+)/g, (_whole, name: string) => encodeURIComponent(values[name] ?? ''))
    .replace('*', values['*'] ?? '');
}
