/** The three ways a client sends a form, built as a browser would send them. */
export type Encoding = 'multipart' | 'urlencoded' | 'json';
export const encodings: readonly Encoding[] = ['multipart', 'urlencoded', 'json'];

export type TestFile = { data: Buffer; filename?: string; type?: string };
export type EncodedBody = { payload: Buffer | string; headers: Record<string, string> };

/** A `new FormData()` body: text fields, then file parts. */
export function multipartBody(fields: Record<string, string | number>, files: Record<string, TestFile> = {}): EncodedBody {
  const boundary = '----KtFormBoundary7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename ?? `${name}.bin`}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`;
    parts.push(Buffer.from(head), file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function urlencodedBody(fields: Record<string, string | number>): EncodedBody {
  const payload = new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return { payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}

export function jsonBody(fields: Record<string, unknown>): EncodedBody {
  return { payload: JSON.stringify(fields), headers: { 'content-type': 'application/json' } };
}

/** The fields (and, for multipart, files) in one encoding; JSON and urlencoded cannot carry files. */
export function encodeBody(encoding: Encoding, fields: Record<string, string | number>, files: Record<string, TestFile> = {}): EncodedBody {
  if (encoding === 'multipart') return multipartBody(fields, files);
  return encoding === 'urlencoded' ? urlencodedBody(fields) : jsonBody(fields);
}
