// Apart from storage-s3.ts so that reading the configuration does not load the AWS SDK.

export type S3Location = { bucket: string; endpoint: string | undefined; region: string; forcePathStyle: boolean };

const knownParameters = new Set(['endpoint', 'region', 'forcePathStyle']);
// S3's own rule for new buckets; also what every S3-compatible store accepts.
const bucketPattern = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const defaultRegion = 'us-east-1';

/**
 * STORAGE_URL=s3://BUCKET?endpoint=URL&region=REGION&forcePathStyle=true → location; throws a
 * clear Error on anything else. Credentials never go in the URL: they would be printed wherever
 * the URL is (logs, process lists), so the SDK's own chain (AWS_ACCESS_KEY_ID…) supplies them.
 */
export function parseStorageUrl(value: string): S3Location {
  const shape = 's3://BUCKET?endpoint=URL&region=REGION&forcePathStyle=true';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`STORAGE_URL: not a URL; expected ${shape}`);
  }
  if (url.protocol !== 's3:') throw new Error(`STORAGE_URL: must start with s3:// (${shape})`);
  if (url.username || url.password) {
    throw new Error('STORAGE_URL: must not carry credentials; set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead');
  }
  const bucket = url.hostname;
  if (!bucketPattern.test(bucket) || bucket.includes('..')) {
    throw new Error(`STORAGE_URL: names no valid bucket ("${bucket}"): 3-63 characters of a-z, 0-9, '.' and '-'`);
  }
  if (url.port || (url.pathname !== '' && url.pathname !== '/') || url.hash) {
    throw new Error(`STORAGE_URL: has something after the bucket name; expected ${shape}`);
  }
  for (const name of url.searchParams.keys()) {
    if (!knownParameters.has(name)) throw new Error(`STORAGE_URL: unknown parameter "${name}"; known: endpoint, region, forcePathStyle`);
    if (url.searchParams.getAll(name).length > 1) throw new Error(`STORAGE_URL: gives "${name}" more than once`);
  }
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(endpoint);
    } catch {
      parsed = undefined;
    }
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
      throw new Error(`STORAGE_URL: the endpoint must be an http(s) URL (URL-encoded), not "${endpoint}"`);
    }
  }
  const region = url.searchParams.get('region') ?? defaultRegion;
  if (!/^[a-z0-9-]+$/.test(region)) throw new Error(`STORAGE_URL: the region "${region}" is not a region name`);
  const pathStyle = url.searchParams.get('forcePathStyle') ?? 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false') throw new Error('STORAGE_URL: forcePathStyle must be "true" or "false"');
  return { bucket, endpoint, region, forcePathStyle: pathStyle === 'true' };
}
