import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app.ts';
import { loadConfig } from '../platform/config/config.ts';
import { openDatabase } from '../platform/db/client.ts';

export const openapiFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/api/openapi.json');

/** The OpenAPI document of the production app (no development mailbox), as formatted JSON. */
export async function describeApi(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kt-openapi-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED: 'off',
    DATA_DIR: dataDir,
    JWT_SECRET: 'Qm9zZ1VwS2VlcHNUaGlzU2VjcmV0VG9rZW5MaWtlVGhpcw',
    // The production preflight wants both; no mail is sent and no URL is built while describing.
    SMTP_URL: 'smtp://127.0.0.1:2525',
    PUBLIC_URL: 'http://localhost:3000',
  });
  // Routes only: no database work happens while describing them.
  const database = await openDatabase({ kind: 'pglite-memory' });
  const app = await buildApp({ config, database, openapi: true });
  await app.ready();
  const document = (app as unknown as { swagger(): unknown }).swagger();
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  return `${JSON.stringify(document, null, 2)}\n`;
}
