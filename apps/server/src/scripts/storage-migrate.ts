// npm run storage:migrate [-- --from DIR]: copies DATA_DIR/uploads (or DIR) into the bucket
// STORAGE_URL names, reads every object back to verify it, and exits 1 if any did not arrive.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../platform/config/config.ts';
import { createStorageFromConfig } from '../platform/files/storage-choice.ts';
import { copyUploads, formatSummary } from './storage-migrate/copy-uploads.ts';

const { values } = parseArgs({ options: { from: { type: 'string' } } });
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(78);
}
if (!config.storage) {
  console.error('storage:migrate: STORAGE_URL is not set; name the bucket to copy into (s3://BUCKET?endpoint=URL&region=REGION&forcePathStyle=true)');
  process.exit(2);
}
const from = path.resolve(values.from ?? path.join(config.dataDir, 'uploads'));
const storage = createStorageFromConfig(config);

console.info(`storage:migrate: ${from} → s3://${config.storage.bucket}${config.storage.endpoint ? ` at ${config.storage.endpoint}` : ''}`);
let summary;
try {
  summary = await copyUploads(from, storage);
} catch (error) {
  console.error(`storage:migrate: cannot read ${from}: ${(error as Error).message}`);
  process.exit(2);
}
console.info(formatSummary(summary));
process.exit(summary.failed.length > 0 ? 1 : 0);
