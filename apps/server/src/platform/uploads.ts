import type { FastifyRequest } from 'fastify';
import { AppError } from '@kt/contract/errors';

/**
 * Reads the one file of a multipart request, refusing anything over `maxBytes` while it
 * streams (the rest is never buffered). Returns the field name and the bytes.
 */
export async function readSingleUpload(
  request: FastifyRequest,
  fieldName: string,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part || part.fieldname !== fieldName) throw new AppError('VALIDATION', `Choose a file for ${fieldName}.`, { [fieldName]: ['Required'] });
  const data = await part.toBuffer().catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') return null;
    throw error;
  });
  if (data === null || part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage, { [fieldName]: [tooLargeMessage] });
  return data;
}

export type MultipartForm = { fields: Record<string, string>; files: Record<string, Buffer> };

/**
 * Reads a whole multipart form: text fields, and the files named in `fileFields`, each
 * stopped at `maxFileBytes` while streaming. Unknown file fields are drained and dropped.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  fileFields: readonly string[],
  maxFileBytes: number,
  tooLargeMessage: string,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
  const form: MultipartForm = { fields: {}, files: {} };
  for await (const part of request.parts({ limits: { fileSize: maxFileBytes, files: fileFields.length + 2 } })) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
      continue;
    }
    if (!fileFields.includes(part.fieldname)) {
      await part.toBuffer().catch(() => undefined);
      continue;
    }
    const data = await part.toBuffer().catch((error: unknown) => {
      if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') return null;
      throw error;
    });
    if (data === null || part.file.truncated) {
      throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage, { [part.fieldname]: [tooLargeMessage] });
    }
    if (data.length > 0) form.files[part.fieldname] = data;
  }
  return form;
}

/** The fields (and files) of a form sent as multipart, urlencoded or JSON. */
export async function readAnyForm(
  request: FastifyRequest,
  fileFields: readonly string[],
  maxFileBytes: number,
  tooLargeMessage: string,
): Promise<MultipartForm> {
  if (request.isMultipart()) return readMultipartForm(request, fileFields, maxFileBytes, tooLargeMessage);
  const body = (request.body ?? {}) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = String(value);
  }
  return { fields, files: {} };
}
