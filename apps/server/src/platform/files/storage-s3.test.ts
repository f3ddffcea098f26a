import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../../../test/s3-server.ts';
import { createS3Storage, parseStorageUrl } from './storage-s3.ts';
import type { FileStorage } from './storage.ts';

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let s3: S3TestServer;
let storage: FileStorage;

beforeAll(async () => {
  s3 = await startS3Server();
  storage = createS3Storage(parseStorageUrl(s3.storageUrl), { publicUrl: 'https://kabadi.example.in', credentials });
});
afterAll(async () => {
  await s3.close();
});

async function contentOf(key: string): Promise<string | null> {
  const file = await storage.open(key);
  return file ? text(file.stream) : null;
}

async function keysUnder(prefix?: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of storage.list(prefix)) keys.push(file.key);
  return keys.sort();
}

describe('files in an S3-protocol bucket', () => {
  it('stores a file and reads it back with its size', async () => {
    await storage.put('content/team/asha.png', Buffer.from('a picture'));
    const file = await storage.open('content/team/asha.png');
    expect(file?.size).toBe(9);
    expect(await contentOf('content/team/asha.png')).toBe('a picture');
  });

  it('gives each object the content type of its extension, and a long cache life only to public files', async () => {
    await storage.put('catalogue/paper.webp', Buffer.from('webp'));
    await storage.put('documents/7-abc.pdf', Buffer.from('%PDF'));
    const client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
    const head = (key: string) => client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(await head('catalogue/paper.webp')).toMatchObject({ ContentType: 'image/webp', CacheControl: 'public, max-age=604800' });
    const document = await head('documents/7-abc.pdf');
    expect(document.ContentType).toBe('application/pdf');
    expect(document.CacheControl).toBeUndefined();
    client.destroy();
  });

  it('answers null for an unknown key and for a key of another shape, and refuses to store one', async () => {
    expect(await storage.open('content/team/nobody.png')).toBeNull();
    expect(await storage.open('../outside.png')).toBeNull();
    await expect(storage.put('Content/UPPER.png', Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
  });

  it('deletes a file, and deleting it again is no error', async () => {
    await storage.put('inquiries/old.png', Buffer.from('x'));
    await storage.delete('inquiries/old.png');
    expect(await storage.open('inquiries/old.png')).toBeNull();
    await expect(storage.delete('inquiries/old.png')).resolves.toBeUndefined();
  });

  it('lists the keys under a prefix with their times, across pages of 1,000', async () => {
    const before = Date.now() - 2000;
    const keys = Array.from({ length: 1003 }, (_, i) => `profile-pics/${String(i).padStart(4, '0')}.png`);
    for (let i = 0; i < keys.length; i += 50) await Promise.all(keys.slice(i, i + 50).map((key) => storage.put(key, Buffer.from('p'))));
    const listed: { key: string; lastModified: Date }[] = [];
    for await (const file of storage.list('profile-pics/')) listed.push(file);
    expect(listed.map((file) => file.key).sort()).toEqual(keys);
    expect(listed.every((file) => file.lastModified.getTime() >= before && file.lastModified.getTime() <= Date.now())).toBe(true);
    expect(await keysUnder('profile-pics/000')).toEqual(keys.slice(0, 10));
    expect(await keysUnder('nothing-here/')).toEqual([]);
  }, 60_000);

  it('gives public pictures a URL on the server, or on the CDN when MEDIA_BASE_URL is set, and private files only the checked route', () => {
    const location = parseStorageUrl(s3.storageUrl);
    const viaCdn = createS3Storage(location, { publicUrl: 'https://kabadi.example.in', mediaBaseUrl: 'https://cdn.example.in/kt/', credentials });
    expect(storage.urlFor('catalogue/paper.webp')).toBe('https://kabadi.example.in/media/catalogue/paper.webp');
    expect(viaCdn.urlFor('catalogue/paper.webp')).toBe('https://cdn.example.in/kt/catalogue/paper.webp');
    for (const key of ['documents/7-abc.pdf', 'employees/7-aadhar.pdf', 'cvs/job-abc.pdf']) {
      expect(storage.urlFor(key)).toBe(`https://kabadi.example.in/v3/api/private-files/${key}`);
      expect(viaCdn.urlFor(key)).toBe(`https://kabadi.example.in/v3/api/private-files/${key}`);
    }
  });

  it('fails a request to a bucket that does not exist instead of answering null', async () => {
    const missing = createS3Storage({ ...parseStorageUrl(s3.storageUrl), bucket: 'no-such-bucket' }, { publicUrl: 'http://localhost:3000', credentials });
    await expect(missing.open('catalogue/paper.webp')).rejects.toThrow();
  });
});

describe('parseStorageUrl', () => {
  it('reads the bucket, endpoint, region and path style', () => {
    expect(parseStorageUrl('s3://kt-uploads?endpoint=http%3A%2F%2F127.0.0.1%3A9000&region=ap-south-1&forcePathStyle=true')).toEqual({
      bucket: 'kt-uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'ap-south-1',
      forcePathStyle: true,
    });
    // AWS itself: no endpoint, virtual-host style, the SDK's default region.
    expect(parseStorageUrl('s3://kt-uploads')).toEqual({ bucket: 'kt-uploads', endpoint: undefined, region: 'us-east-1', forcePathStyle: false });
  });

  it.each([
    ['not a URL', 'kt-uploads', /STORAGE_URL: not a URL/],
    ['another scheme', 'https://kt-uploads.s3.amazonaws.com', /must start with s3:\/\//],
    ['credentials in the URL', 's3://key:secret@kt-uploads', /must not carry credentials; set AWS_ACCESS_KEY_ID/],
    ['a bucket name S3 refuses', 's3://KT_Uploads', /names no valid bucket/],
    ['a too short bucket name', 's3://kt', /names no valid bucket/],
    ['a path after the bucket', 's3://kt-uploads/pictures', /something after the bucket name/],
    ['an unknown parameter', 's3://kt-uploads?pathStyle=true', /unknown parameter "pathStyle"/],
    ['an endpoint that is not http(s)', 's3://kt-uploads?endpoint=ftp%3A%2F%2Fhost', /endpoint must be an http\(s\) URL/],
    ['a forcePathStyle that is not a boolean', 's3://kt-uploads?forcePathStyle=yes', /forcePathStyle must be "true" or "false"/],
    ['a parameter given twice', 's3://kt-uploads?region=a&region=b', /gives "region" more than once/],
  ])('refuses %s', (_case, value, message) => {
    expect(() => parseStorageUrl(value)).toThrow(message);
  });
});
