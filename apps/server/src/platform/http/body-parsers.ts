import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { Busboy, type BusboyHeaders, type BusboyInstance } from '@fastify/busboy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyLimits, type FileRule } from '@kt/contract/body-routes';
import { AppError } from '@kt/contract/errors';
import { messages } from '@kt/contract/messages';

/** A file part of a multipart body, read whole (it was bounded while streaming). */
export type UploadedFile = { data: Buffer; filename: string; mimeType: string };

/** The body's text fields: one string each, or a list when a name came more than once. */
export type FormFields = Record<string, unknown>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The files of a multipart body, by field name; only the fields the route takes (its `files` config). Null without one. */
    files: Record<string, UploadedFile> | null;
  }
  interface FastifyContextConfig {
    /** The file fields this route takes and their size limits (from its endpoint definition). */
    files?: Readonly<Record<string, FileRule>>;
  }
}

// Names that would reach an object's prototype if assigned as keys.
const forbiddenNames = new Set(['__proto__', 'constructor', 'prototype']);

function addField(fields: FormFields, name: string, value: string) {
  if (forbiddenNames.has(name)) return;
  const earlier = fields[name];
  if (earlier === undefined) fields[name] = value;
  else if (Array.isArray(earlier)) earlier.push(value);
  else fields[name] = [earlier, value];
}

const fieldError = (code: 'VALIDATION' | 'PAYLOAD_TOO_LARGE', message: string, name?: string) =>
  new AppError(code, message, name ? { [name]: [message] } : undefined);

/**
 * The deepest nesting of objects and arrays in a JSON text, counted without parsing it, so a
 * body of ten thousand brackets is refused before the parser (and the validator) walk it.
 */
export function jsonDepthExceeds(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}

/**
 * A JSON body as the forms give it: top-level numbers and booleans become their text and
 * nulls are dropped, so `{"vote": 1}` and `vote=1` reach the route's schema as the same object.
 */
export function normaliseJsonBody(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const fields: FormFields = {};
  for (const [name, item] of Object.entries(value)) {
    if (item === null || forbiddenNames.has(name)) continue;
    fields[name] = typeof item === 'number' || typeof item === 'boolean' ? String(item) : item;
  }
  return fields;
}

export function parseUrlEncoded(text: string): FormFields {
  const fields: FormFields = {};
  let count = 0;
  for (const [name, value] of new URLSearchParams(text)) {
    count += 1;
    if (count > bodyLimits.maxFields) throw fieldError('VALIDATION', messages.general.tooManyFields);
    if (Buffer.byteLength(name) > bodyLimits.maxFieldNameBytes) throw fieldError('VALIDATION', messages.general.fieldTooLong);
    if (Buffer.byteLength(value) > bodyLimits.maxFieldBytes) throw fieldError('VALIDATION', messages.general.fieldTooLong, name);
    addField(fields, name, value);
  }
  return fields;
}

/**
 * Reads a multipart body: text fields into the body, and the files of the fields the route
 * takes (each stopped at its own limit while it streams; nothing beyond is kept). A non-empty
 * file in a field the route does not take is refused; an empty one (a file input left blank)
 * is ignored.
 */
export function parseMultipart(request: FastifyRequest, payload: Readable): Promise<FormFields> {
  const rules = request.routeOptions.config.files ?? {};
  const ruleNames = Object.keys(rules);
  const largestFile = Math.max(0, ...Object.values(rules).map((rule) => rule.maxBytes));

  return new Promise<FormFields>((resolve, reject) => {
    const fields: FormFields = {};
    const files: Record<string, UploadedFile> = {};
    let settled = false;
    let busboy: BusboyInstance;

    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      payload.unpipe(busboy);
      // Drop the rest of the body without keeping it.
      payload.resume();
      reject(error);
    };

    try {
      busboy = new Busboy({
        headers: request.headers as BusboyHeaders,
        limits: {
          fields: bodyLimits.maxFields,
          fieldSize: bodyLimits.maxFieldBytes,
          fieldNameSize: bodyLimits.maxFieldNameBytes,
          // Blank file inputs also arrive as file parts: leave room for a few.
          files: ruleNames.length + 5,
          parts: bodyLimits.maxFields + ruleNames.length + 5,
          fileSize: largestFile + 1,
          headerPairs: 20,
        },
      });
    } catch {
      reject(fieldError('VALIDATION', messages.general.unreadableBody));
      return;
    }

    busboy.on('field', (name: string, value: string, nameTruncated: boolean, valueTruncated: boolean) => {
      if (nameTruncated || valueTruncated) return fail(fieldError('VALIDATION', messages.general.fieldTooLong, nameTruncated ? undefined : name));
      addField(fields, name, value);
    });
    busboy.on('fieldsLimit', () => fail(fieldError('VALIDATION', messages.general.tooManyFields)));
    busboy.on('partsLimit', () => fail(fieldError('VALIDATION', messages.general.tooManyFields)));
    busboy.on('filesLimit', () => fail(fieldError('VALIDATION', messages.general.tooManyFields)));

    busboy.on('file', (name: string, stream: Readable, filename: string | undefined, _encoding: string, mimeType: string) => {
      const rule = rules[name];
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        if (settled) return;
        size += chunk.length;
        if (!rule) {
          if (size > 0) fail(fieldError('VALIDATION', messages.general.noFileHere, name));
          return;
        }
        if (size > rule.maxBytes) return fail(fieldError('PAYLOAD_TOO_LARGE', rule.tooLarge, name));
        chunks.push(chunk);
      });
      stream.on('end', () => {
        if (settled || !rule || size === 0) return;
        files[name] = { data: Buffer.concat(chunks, size), filename: filename ?? '', mimeType };
      });
    });

    busboy.on('error', () => fail(fieldError('VALIDATION', messages.general.unreadableBody)));
    busboy.on('finish', () => {
      if (settled) return;
      settled = true;
      request.files = files;
      resolve(fields);
    });
    payload.on('error', () => fail(fieldError('VALIDATION', messages.general.unreadableBody)));
    payload.pipe(busboy);
  });
}

/**
 * The one body layer (CONVENTIONS 'Bodies'): multipart/form-data, urlencoded and JSON become
 * the same object before the route's schema sees it. Any other type on a request with a body
 * is refused with 415 by Fastify, which finds no parser for it.
 */
export function registerBodyParsers(app: FastifyInstance, bodyLimit: number) {
  app.removeAllContentTypeParsers();
  app.decorateRequest('files', null);

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, {});
    if (jsonDepthExceeds(text, bodyLimits.maxJsonDepth)) return done(fieldError('VALIDATION', messages.general.bodyTooDeep), undefined);
    parseJson(request, text, (error, value) => {
      if (error) return done(fieldError('VALIDATION', messages.general.unreadableBody), undefined);
      done(null, normaliseJsonBody(value));
    });
  });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    try {
      done(null, parseUrlEncoded(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  app.addContentTypeParser('multipart/form-data', (request: FastifyRequest, payload: IncomingMessage) => parseMultipart(request, payload));
}
