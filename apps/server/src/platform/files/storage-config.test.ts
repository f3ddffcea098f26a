import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config.ts';
import { createStorageFromConfig } from './storage-choice.ts';

const bucketUrl = 's3://kt-uploads?endpoint=https%3A%2F%2Fminio.example.in&region=ap-south-1&forcePathStyle=true';
const keys = { AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE', AWS_SECRET_ACCESS_KEY: 'example-secret' };
const production = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://kt:secret@smtp.example.in:587',
  PUBLIC_URL: 'https://kabadi.example.in',
  JWT_SECRET: randomBytes(48).toString('base64'),
};

/** The lines of a refused configuration that name a variable. */
function refusal(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message.split('\n').filter((line) => /^\s+[A-Z_, ]+:/.test(line)).map((line) => line.trim());
  }
  throw new Error('the configuration was accepted');
}

describe('STORAGE_URL and MEDIA_BASE_URL', () => {
  it('keep files on local disk when unset', () => {
    const config = loadConfig({ DATA_DIR: '/var/lib/kt' });
    expect(config).toMatchObject({ storage: undefined, mediaBaseUrl: undefined, s3Credentials: undefined });
    expect(createStorageFromConfig(config).urlFor('catalogue/a.png')).toBe('http://localhost:3000/media/catalogue/a.png');
  });

  it('read the bucket, the CDN and the credentials', () => {
    const config = loadConfig({ STORAGE_URL: bucketUrl, MEDIA_BASE_URL: 'https://cdn.example.in/kt/', ...keys, AWS_SESSION_TOKEN: 'session' });
    expect(config.storage).toEqual({ bucket: 'kt-uploads', endpoint: 'https://minio.example.in', region: 'ap-south-1', forcePathStyle: true });
    expect(config.mediaBaseUrl).toBe('https://cdn.example.in/kt');
    expect(config.s3Credentials).toEqual({ accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'example-secret', sessionToken: 'session' });
    const storage = createStorageFromConfig(config);
    expect(storage.urlFor('catalogue/a.png')).toBe('https://cdn.example.in/kt/catalogue/a.png');
    expect(storage.urlFor('documents/7-a.pdf')).toBe('http://localhost:3000/v3/api/private-files/documents/7-a.pdf');
  });

  it('refuse a bad STORAGE_URL with what is wrong with it', () => {
    expect(refusal({ STORAGE_URL: 'https://kt-uploads.s3.amazonaws.com' })).toEqual([expect.stringMatching(/^STORAGE_URL: must start with s3:\/\/ \(s3:\/\/BUCKET\?endpoint=URL/)]);
    expect(refusal({ STORAGE_URL: 's3://kt-uploads?bucket=x' })).toEqual(['STORAGE_URL: unknown parameter "bucket"; known: endpoint, region, forcePathStyle']);
    expect(refusal({ STORAGE_URL: 's3://key:secret@kt-uploads' })).toEqual([
      'STORAGE_URL: must not carry credentials; set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead',
    ]);
  });

  it('refuse a CDN without a bucket, over plain http, or with a query', () => {
    expect(refusal({ MEDIA_BASE_URL: 'https://cdn.example.in' })).toEqual(['MEDIA_BASE_URL: only with STORAGE_URL (it is a CDN in front of the bucket)']);
    expect(refusal({ STORAGE_URL: bucketUrl, MEDIA_BASE_URL: 'http://cdn.example.in' })).toEqual(['MEDIA_BASE_URL: must be https:// (http:// only for localhost)']);
    expect(refusal({ STORAGE_URL: bucketUrl, MEDIA_BASE_URL: 'https://cdn.example.in/?v=1' })).toEqual([
      'MEDIA_BASE_URL: a base URL without ?query or #fragment; keys are appended to it',
    ]);
    expect(loadConfig({ STORAGE_URL: bucketUrl, MEDIA_BASE_URL: 'http://127.0.0.1:9000/kt' }).mediaBaseUrl).toBe('http://127.0.0.1:9000/kt');
  });

  it('refuse half a key pair', () => {
    expect(refusal({ STORAGE_URL: bucketUrl, AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toEqual(['AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY: set both or neither']);
  });
});

describe('a bucket in production', () => {
  it('is refused without credentials in the environment, in one line that says what to set', () => {
    expect(refusal({ ...production, STORAGE_URL: bucketUrl })).toEqual([
      'STORAGE_URL: needs credentials in production: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or a web-identity or container role the AWS SDK reads from the environment)',
    ]);
  });

  it('is accepted with a key pair, or with a role the platform sets in the environment', () => {
    expect(loadConfig({ ...production, STORAGE_URL: bucketUrl, ...keys }).storage?.bucket).toBe('kt-uploads');
    expect(loadConfig({ ...production, STORAGE_URL: bucketUrl, AWS_WEB_IDENTITY_TOKEN_FILE: '/var/run/secrets/token' }).s3Credentials).toBeUndefined();
    expect(loadConfig({ ...production, STORAGE_URL: bucketUrl, AWS_CONTAINER_CREDENTIALS_RELATIVE_URI: '/v2/credentials/x' }).storage).toBeDefined();
  });

  it('lists a bad STORAGE_URL together with the other production problems', () => {
    expect(refusal({ ...production, ...keys, SMTP_URL: undefined, STORAGE_URL: 's3://x' }).map((line) => line.split(':')[0])).toEqual(['STORAGE_URL', 'SMTP_URL']);
  });
});
