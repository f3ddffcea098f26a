import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/platform/db/client.ts';
import { installJobSchema } from '../src/platform/jobs/jobs.ts';
import { templatePath } from './template-path.ts';

/**
 * Creating a PGlite database costs about 4 s (initdb); loading a dumped one about 0.6 s.
 * So the migrated template is made once here and every test file starts from a copy of it.
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const database = await openDatabase({ kind: 'pglite-memory' });
  await database.migrate();
  await installJobSchema(database.jobConnection);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await mkdir(path.dirname(templatePath), { recursive: true });
  await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}
