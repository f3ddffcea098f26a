import path from 'node:path';
import type { Config } from '../config/config.ts';
import { createLocalStorage, type FileStorage } from './storage.ts';
import { createS3Storage } from './storage-s3.ts';

export type StorageConfigKeys = 'dataDir' | 'publicUrl' | 'storage' | 'mediaBaseUrl' | 's3Credentials';

/** The storage STORAGE_URL names: local disk under DATA_DIR/uploads by default, else the bucket. */
export function createStorageFromConfig(config: Pick<Config, StorageConfigKeys>): FileStorage {
  if (!config.storage) return createLocalStorage(path.join(config.dataDir, 'uploads'), config.publicUrl);
  return createS3Storage(config.storage, {
    publicUrl: config.publicUrl,
    ...(config.mediaBaseUrl ? { mediaBaseUrl: config.mediaBaseUrl } : {}),
    ...(config.s3Credentials ? { credentials: config.s3Credentials } : {}),
  });
}
