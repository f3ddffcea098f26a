import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { mediaTypes } from './media-types.ts';
import { isPrivateKey, privateFileUrl } from './private-files.ts';
import { isValidStorageKey, mediaUrlPrefix, type FileStorage } from './storage.ts';
import type { S3Location } from './storage-url.ts';

export { parseStorageUrl, type S3Location } from './storage-url.ts';

/** A missing key, not a missing bucket: a misnamed bucket must fail loudly, not look empty. */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || (error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket');
}

/**
 * Files in an S3-compatible bucket. Public pictures are still served at /media/ by the server
 * (which reads them from here) unless MEDIA_BASE_URL puts a CDN in front of the bucket; private
 * files keep the access-checked route, so a bucket URL of an identity document is never handed out.
 */
export function createS3Storage(
  location: S3Location,
  options: { publicUrl: string; mediaBaseUrl?: string; credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } },
): FileStorage {
  const client = new S3Client({
    region: location.region,
    forcePathStyle: location.forcePathStyle,
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Recent SDKs add CRC32 checksums and aws-chunked bodies to every upload; s3rver and several
    // S3-compatible stores refuse them. Only operations that demand a checksum get one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // The SDK waits forever by default: an unreachable bucket must fail the request, not hang it.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
  });
  const bucket = location.bucket;
  const publicBase = `${options.publicUrl.replace(/\/+$/, '')}${mediaUrlPrefix}`;
  const mediaBase = options.mediaBaseUrl ? `${options.mediaBaseUrl.replace(/\/+$/, '')}/` : publicBase;
  const checkKey = (key: string) => {
    if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
  };

  return {
    async put(key, data) {
      checkKey(key);
      const isPrivate = isPrivateKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: data,
          ContentLength: data.length,
          ContentType: mediaTypes[path.extname(key).toLowerCase()] ?? 'application/octet-stream',
          // Keys are never reused (each upload gets a random one), so a CDN may keep a public file a week.
          ...(isPrivate ? {} : { CacheControl: 'public, max-age=604800' }),
        }),
      );
    },
    async open(key) {
      if (!isValidStorageKey(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!answer.Body) return null;
        return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    urlFor(key) {
      if (isPrivateKey(key)) return privateFileUrl(options.publicUrl, key);
      return `${mediaBase}${key}`;
    },
    async delete(key) {
      if (!isValidStorageKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async *list(prefix = '') {
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: continuationToken }),
        );
        for (const object of page.Contents ?? []) {
          // An object of unknown age counts as new: the sweep must never delete on a guess.
          if (object.Key) yield { key: object.Key, lastModified: object.LastModified ?? new Date() };
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },
  };
}
