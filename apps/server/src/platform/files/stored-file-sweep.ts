import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import {
  categories,
  categoryRequests,
  dealerDocuments,
  dealerEmployees,
  dealerInitiatives,
  disputes,
  formSubmissions,
  inquiries,
  orders,
  siteSettings,
  subcategories,
  teamMembers,
  testimonials,
  users,
} from '../db/schema/index.ts';
import { isValidStorageKey, type FileStorage } from './storage.ts';

/**
 * Every column that holds a storage key. A column missing here would have its files deleted
 * by the sweep, so a test compares this list with the schema's `*_key` columns.
 */
export const storageKeyColumns: readonly PgColumn[] = [
  users.profilePicKey,
  dealerEmployees.aadharCardKey,
  dealerDocuments.storageKey,
  categories.imageKey,
  subcategories.imageKey,
  categoryRequests.imageKey,
  teamMembers.photoKey,
  testimonials.photoKey,
  siteSettings.certificateKey,
  dealerInitiatives.photoKey,
  inquiries.itemPicKey,
  formSubmissions.cvKey,
  orders.scalePhotoKey,
  disputes.photoKey,
];

/**
 * Where uploads are stored. `seed/` is not among them: the seed writes its pictures once and
 * several rows may share one, so they are kept whatever points at them.
 */
export const uploadPrefixes = [
  'catalogue/',
  'category-requests/',
  'content/',
  'cvs/',
  'disputes/',
  'documents/',
  'employees/',
  'initiatives/',
  'inquiries/',
  'profile-pics/',
  'scale-photos/',
  'site/',
] as const;

/** A day: far longer than any upload takes between storing its file and committing its row. */
export const sweepMinimumAgeMs = 24 * 60 * 60 * 1000;

export type SweepResult = { deleted: number; failed: number; kept: number };

async function referencedKeys(db: Db): Promise<Set<string>> {
  const selects = storageKeyColumns.map((column) => sql`select ${column} as key from ${column.table} where ${column} is not null`);
  const answer = (await db.execute(sql.join(selects, sql` union `))) as unknown as { rows: { key: string }[] };
  return new Set(answer.rows.map((row) => row.key));
}

/**
 * Deletes stored uploads no row points at: left behind when a row was removed and its file's
 * delete failed, or when a process died between storing a file and writing its row. Only files
 * older than `olderThan` (a day ago) are candidates, so an upload whose row is about to be
 * committed is never taken. Candidates are listed before the rows are read: a row committed
 * meanwhile is seen, and an unreadable database deletes nothing.
 */
export async function sweepStoredFiles(
  deps: { db: Db; storage: FileStorage; log: Pick<FastifyBaseLogger, 'warn'> },
  options: { olderThan?: Date } = {},
): Promise<SweepResult> {
  const cutoff = options.olderThan ?? new Date(Date.now() - sweepMinimumAgeMs);
  const candidates: string[] = [];
  for (const prefix of uploadPrefixes) {
    for await (const file of deps.storage.list(prefix)) {
      // A key of another shape was not made by this server: not ours to judge.
      if (file.lastModified < cutoff && isValidStorageKey(file.key)) candidates.push(file.key);
    }
  }
  if (candidates.length === 0) return { deleted: 0, failed: 0, kept: 0 };
  const referenced = await referencedKeys(deps.db);
  const result: SweepResult = { deleted: 0, failed: 0, kept: 0 };
  for (const key of candidates) {
    if (referenced.has(key)) {
      result.kept += 1;
      continue;
    }
    try {
      await deps.storage.delete(key);
      result.deleted += 1;
    } catch (error) {
      // The next night tries again; one unreachable file must not keep the rest.
      deps.log.warn({ err: error, key }, 'orphaned stored file not deleted');
      result.failed += 1;
    }
  }
  return result;
}
