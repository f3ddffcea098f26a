import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimits } from '@kt/contract/body-routes';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { formSubmissions } from '../db/schema/index.ts';
import { jsonDepthExceeds, normaliseJsonBody, parseUrlEncoded } from './body-parsers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { jsonBody, multipartBody, urlencodedBody } from '../../../test/form-bodies.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const contact = { name: 'Asha', email: 'asha@example.in', subject: 'Pickup', message: 'Hello' };
const intern = {
  name: 'Meera',
  email: 'meera@example.in',
  phone: '9876543210',
  linkedin_id: 'https://www.linkedin.com/in/meera-s',
  domain: 'finance',
};
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(500, 0x20)]);

async function submissionCount(kind: string) {
  const [row] = await t.database.db.select({ n: count() }).from(formSubmissions).where(eq(formSubmissions.kind, kind));
  return row?.n ?? 0;
}

async function storedCvs(): Promise<string[]> {
  return readdir(path.join(t.config.dataDir, 'uploads', 'cvs')).catch(() => []);
}

function post(url: string, body: { payload: Buffer | string; headers: Record<string, string> }) {
  return t.app.inject({ method: 'POST', url, ...body });
}

describe('content types', () => {
  it('refuses a text/plain body with 415 and says which types it takes', async () => {
    const res = await post('/v3/api/sign_in/customer/', { payload: 'email=a@b.in&password=x', headers: { 'content-type': 'text/plain' } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: messages.general.unsupportedBody });
  });

  it('refuses XML and a body without any content type with 415', async () => {
    const xml = await post('/v3/WebsiteContent/contact-form/', { payload: '<a/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.statusCode).toBe(415);
    const untyped = await t.app.inject({ method: 'POST', url: '/v3/WebsiteContent/contact-form/', payload: Buffer.from('name=x') });
    expect(untyped.statusCode).toBe(415);
    expect(await submissionCount('contact')).toBe(0);
  });

  it('takes the same fields as multipart, urlencoded and JSON to the same answer', async () => {
    for (const body of [multipartBody(contact), urlencodedBody(contact), jsonBody(contact)]) {
      const res = await post('/v3/WebsiteContent/contact-form/', body);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ msg: messages.publicForms.contactSuccess });
    }
    expect(await submissionCount('contact')).toBe(3);
  });
});

describe('multipart limits', () => {
  it(`refuses more than ${bodyLimits.maxFields} fields with the contract's message and stores nothing`, async () => {
    const before = await submissionCount('contact');
    const fields: Record<string, string> = { ...contact };
    for (let i = 0; i < bodyLimits.maxFields; i += 1) fields[`extra${i}`] = 'x';
    const res = await post('/v3/WebsiteContent/contact-form/', multipartBody(fields));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: messages.general.tooManyFields });
    expect(await submissionCount('contact')).toBe(before);
  });

  it('refuses the same flood urlencoded', async () => {
    const fields: Record<string, string> = { ...contact };
    for (let i = 0; i < bodyLimits.maxFields; i += 1) fields[`extra${i}`] = 'x';
    const res = await post('/v3/WebsiteContent/contact-form/', urlencodedBody(fields));
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: messages.general.tooManyFields });
  });

  it('refuses a CV one byte over the limit with its message while streaming, and stores neither file nor row', async () => {
    const before = await submissionCount('intern');
    const cvsBefore = await storedCvs();
    const tooBig = Buffer.concat([pdf, Buffer.alloc(limits.cvMaxBytes - pdf.length + 1, 0x20)]);
    const res = await post('/v3/WebsiteContent/intern-form/', multipartBody(intern, { cv: { data: tooBig, filename: 'cv.pdf', type: 'application/pdf' } }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: messages.publicForms.cvTooLarge, fields: { cv: [messages.publicForms.cvTooLarge] } });
    expect(await submissionCount('intern')).toBe(before);
    expect(await storedCvs()).toEqual(cvsBefore);
  });

  it('takes a CV of exactly the limit', async () => {
    const exact = Buffer.concat([pdf, Buffer.alloc(limits.cvMaxBytes - pdf.length, 0x20)]);
    const res = await post('/v3/WebsiteContent/intern-form/', multipartBody(intern, { cv: { data: exact, filename: 'cv.pdf', type: 'application/pdf' } }));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a file in a field the route does not take, and ignores a blank file input', async () => {
    const res = await post('/v3/WebsiteContent/contact-form/', multipartBody(contact, { attachment: { data: pdf } }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: messages.general.noFileHere, fields: { attachment: [messages.general.noFileHere] } });
    const blank = await post('/v3/WebsiteContent/contact-form/', multipartBody(contact, { attachment: { data: Buffer.alloc(0), filename: '' } }));
    expect(blank.statusCode, blank.body).toBe(201);
  });

  it('refuses a field longer than the limit', async () => {
    const res = await post('/v3/WebsiteContent/contact-form/', multipartBody({ ...contact, message: 'x'.repeat(bodyLimits.maxFieldBytes + 1) }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: messages.general.fieldTooLong, fields: { message: [messages.general.fieldTooLong] } });
  });

  it('answers a broken multipart body 400 without a 500', async () => {
    const res = await post('/v3/WebsiteContent/contact-form/', { payload: 'not multipart at all', headers: { 'content-type': 'multipart/form-data' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: messages.general.unreadableBody });
  });
});

describe('JSON bodies', () => {
  it('refuses deeply nested JSON before parsing it, quickly', async () => {
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const started = performance.now();
    const res = await post('/v3/api/sign_in/customer/', { payload: `{"email":${deep}}`, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: messages.general.bodyTooDeep });
    // Not a timing assertion of speed: it shows the body was not walked 50,000 levels deep (that took 200 ms).
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('counts brackets inside strings as text', () => {
    expect(jsonDepthExceeds('{"a":"[[[[[[[[[[[[[[[[[[[[[[[["}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":"\\"[[[[","b":[[[[]]]]}', 3)).toBe(true);
  });

  it('gives top-level numbers and booleans as text and drops nulls, like a form would', () => {
    expect(normaliseJsonBody({ vote: 1, ok: true, note: null, nested: { a: 1 } })).toEqual({ vote: '1', ok: 'true', nested: { a: 1 } });
    expect(normaliseJsonBody([1, 2])).toEqual([1, 2]);
  });

  it('answers a JSON body with __proto__ without polluting anything', async () => {
    const res = await post('/v3/WebsiteContent/contact-form/', { payload: `{"__proto__":{"isAdmin":true},${JSON.stringify(contact).slice(1)}`, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBeLessThan(500);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

describe('urlencoded bodies', () => {
  it('gives a name sent twice as a list, which a one-value field refuses', () => {
    expect(parseUrlEncoded('a=1&a=2&b=3')).toEqual({ a: ['1', '2'], b: '3' });
  });

  it('skips names that reach a prototype', () => {
    const fields = parseUrlEncoded('__proto__=x&constructor=y&name=z');
    expect(fields).toEqual({ name: 'z' });
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
  });
});
