import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/platform/db/client.ts';
import { installJobSchema } from '../src/platform/jobs/jobs.ts';
import { templatePath } from './template-path.ts';

/**
 * Creating a PGlite database costs about 4 s (initdb); loading a dumped one about 0.6 s.
 * So the migrated template is made once here and every test file starts from a copy of it.
 * The `api` project's global setup only (test/test-kinds.ts): unit tests never wait for it.
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const database = await openDatabase({ kind: 'pglite-memory' });
  await database.migrate();
  await installJobSchema(database.jobConnection);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await mkdir(path.dirname(templatePath), { recursive: true });
  // Written beside, then renamed: another run starting meanwhile reads the old template or the
  // new one, never half of one.
  const partial = `${templatePath}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, templatePath);
  await database.close();
}
