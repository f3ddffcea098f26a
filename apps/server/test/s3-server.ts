import crypto from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's one account; any other key is refused with InvalidAccessKeyId. */
export const s3TestCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type S3TestServer = {
  /** http://127.0.0.1:PORT, for the client's `endpoint`. */
  endpoint: string;
  bucket: string;
  /** The STORAGE_URL that names this bucket on this server (path-style, as s3rver needs). */
  storageUrl: string;
  close(): Promise<void>;
};

/**
 * s3rver encrypts its list continuation tokens with single DES, which OpenSSL 3 (Node 17+) keeps
 * in its legacy provider: the second page of every listing fails with ERR_OSSL_EVP_UNSUPPORTED.
 * Triple DES with the key taken three times is single DES (byte for byte the same tokens), and is
 * in the default provider; only 'des' is redirected, nothing else in the process is touched.
 */
function letS3rverPageListings() {
  const marked = crypto as typeof crypto & { s3rverDesShim?: true };
  if (marked.s3rverDesShim) return;
  marked.s3rverDesShim = true;
  const tripled = (key: crypto.CipherKey) => {
    const single = Buffer.from(key as Uint8Array);
    return Buffer.concat([single, single, single]);
  };
  const { createCipheriv, createDecipheriv } = crypto;
  crypto.createCipheriv = ((algorithm: string, key: crypto.CipherKey, iv: crypto.BinaryLike | null, options?: unknown) =>
    algorithm === 'des'
      ? createCipheriv('des-ede3-cbc', tripled(key), iv)
      : createCipheriv(algorithm, key, iv, options as never)) as typeof crypto.createCipheriv;
  crypto.createDecipheriv = ((algorithm: string, key: crypto.CipherKey, iv: crypto.BinaryLike | null, options?: unknown) =>
    algorithm === 'des'
      ? createDecipheriv('des-ede3-cbc', tripled(key), iv)
      : createDecipheriv(algorithm, key, iv, options as never)) as typeof crypto.createDecipheriv;
}

/**
 * A real S3-protocol server (s3rver) on a free loopback port, with one empty bucket in a
 * temporary folder of its own, so tests speak the wire protocol and never mock the client.
 * It checks signatures against one account only: sign with s3TestCredentials.
 */
export async function startS3Server(): Promise<S3TestServer> {
  letS3rverPageListings();
  const directory = await mkdtemp(path.join(os.tmpdir(), 'kt-s3-'));
  const bucket = 'kt-uploads';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    // Clients speak path-style (forcePathStyle); a proxy's host name must never be read as a bucket.
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    storageUrl: `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
