import { mkdtemp, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../../../test/s3-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { teamMembers } from '../db/schema/index.ts';
import { createS3Storage, parseStorageUrl } from './storage-s3.ts';
import { createLocalStorage, type FileStorage } from './storage.ts';
import { storageKeyColumns, sweepStoredFiles } from './stored-file-sweep.ts';

const quiet = { warn: () => undefined };
let t: TestApp;
let s3: S3TestServer;
let uploadsDir: string;

beforeAll(async () => {
  [t, s3, uploadsDir] = await Promise.all([createTestApp(), startS3Server(), mkdtemp(path.join(os.tmpdir(), 'kt-sweep-'))]);
});
afterAll(async () => {
  await Promise.all([t.close(), s3.close(), rm(uploadsDir, { recursive: true, force: true })]);
});

type Kind = {
  name: string;
  storage: () => FileStorage;
  /** Makes the files stored so far older than the sweep's cutoff; answers the cutoff to sweep with (undefined: its own, a day ago). */
  age: (keys: string[]) => Promise<Date | undefined>;
};

const kinds: Kind[] = [
  {
    name: 'on local disk',
    storage: () => createLocalStorage(uploadsDir, 'http://localhost:3000'),
    async age(keys) {
      const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
      for (const key of keys) await utimes(path.join(uploadsDir, key), twoDaysAgo, twoDaysAgo);
      return undefined;
    },
  },
  {
    name: 'in an S3-protocol bucket',
    storage: () => createS3Storage(parseStorageUrl(s3.storageUrl), { publicUrl: 'http://localhost:3000', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }),
    // A bucket's times cannot be set back, and it lists them to the second: the cutoff is the next
    // whole second, and what is stored after it is new.
    async age() {
      const cutoff = new Date(Math.ceil((Date.now() + 1) / 1000) * 1000);
      await new Promise((resolve) => setTimeout(resolve, cutoff.getTime() - Date.now() + 20));
      return cutoff;
    },
  },
];

describe.each(kinds)('the nightly sweep of stored files $name', (kind) => {
  it('deletes an old upload no row points at, and keeps a referenced one, a new one and the seed pictures', async () => {
    const storage = kind.storage();
    const referenced = 'content/team/kept.png';
    const old = {
      orphanPicture: 'content/team/orphan.png',
      orphanDocument: 'documents/41-orphan.pdf',
      referenced,
      seedPicture: 'seed/unused.png',
    };
    for (const key of Object.values(old)) await storage.put(key, Buffer.from(key));
    await t.database.db.insert(teamMembers).values({ name: 'Asha', title: 'Founder', photoKey: referenced });
    const olderThan = await kind.age(Object.values(old));
    await storage.put('content/team/fresh.png', Buffer.from('uploaded a moment ago, its row not yet committed'));

    const result = await sweepStoredFiles({ db: t.database.db, storage, log: quiet }, olderThan ? { olderThan } : {});

    expect(result).toEqual({ deleted: 2, failed: 0, kept: 1 });
    expect(await storage.open(old.orphanPicture)).toBeNull();
    expect(await storage.open(old.orphanDocument)).toBeNull();
    for (const key of [referenced, old.seedPicture, 'content/team/fresh.png']) expect(await storage.open(key), key).not.toBeNull();
  });
});

describe('the columns the sweep reads', () => {
  // Columns named *_key that hold something other than a storage key.
  const notStorageKeys = ['orders.completion_key'];

  it('are every *_key column of the schema, so no live file is taken for an orphan', async () => {
    const answer = (await t.database.db.execute(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and column_name like '%\\_key'`,
    )) as unknown as { rows: { table_name: string; column_name: string }[] };
    const inSchema = answer.rows.map((row) => `${row.table_name}.${row.column_name}`).filter((name) => !notStorageKeys.includes(name));
    const swept = storageKeyColumns.map((column) => `${getTableName(column.table)}.${column.name}`);
    expect(swept.sort()).toEqual(inSchema.sort());
  });
});
