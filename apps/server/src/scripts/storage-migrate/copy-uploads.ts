import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isValidStorageKey, type FileStorage } from '../../platform/files/storage.ts';

export type CopySummary = {
  /** Stored in the bucket, then read back identical. */
  copied: string[];
  /** In the bucket before this run, with the same size and SHA-256. */
  identical: string[];
  /** Left behind on purpose: a put's leftover temp file, or a name the server never makes. */
  skipped: { file: string; reason: string }[];
  failed: { key: string; reason: string }[];
};

type Fingerprint = { size: number; sha256: string };

function fingerprintOf(data: Buffer): Fingerprint {
  return { size: data.length, sha256: createHash('sha256').update(data).digest('hex') };
}

async function fingerprintOfStream(stream: Readable): Promise<Fingerprint> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** The stored object's size and hash, from its bytes (an ETag is not a hash on every store). */
async function storedFingerprint(storage: FileStorage, key: string): Promise<Fingerprint | null> {
  const file = await storage.open(key);
  return file ? fingerprintOfStream(file.stream) : null;
}

const same = (a: Fingerprint | null, b: Fingerprint) => a !== null && a.size === b.size && a.sha256 === b.sha256;

async function filesUnder(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Copies every file under `from` into `storage` under its relative path, and reads each one
 * back to check it. Safe to run again: a file already there with the same bytes is not sent.
 */
export async function copyUploads(from: string, storage: FileStorage, options: { concurrency?: number } = {}): Promise<CopySummary> {
  const summary: CopySummary = { copied: [], identical: [], skipped: [], failed: [] };
  const keys: string[] = [];
  for (const file of await filesUnder(from)) {
    if (file.endsWith('.tmp')) summary.skipped.push({ file, reason: 'an unfinished upload (.tmp)' });
    else if (!isValidStorageKey(file)) summary.skipped.push({ file, reason: 'not a name the server makes ([a-z0-9._-] folders and files)' });
    else keys.push(file);
  }

  const copyOne = async (key: string) => {
    try {
      const data = await fs.readFile(path.join(from, key));
      const local = fingerprintOf(data);
      if (same(await storedFingerprint(storage, key), local)) {
        summary.identical.push(key);
        return;
      }
      await storage.put(key, data);
      const stored = await storedFingerprint(storage, key);
      if (same(stored, local)) summary.copied.push(key);
      else if (!stored) summary.failed.push({ key, reason: 'not found when read back' });
      else summary.failed.push({ key, reason: `read back ${stored.size} bytes, sha256 ${stored.sha256}; expected ${local.size} bytes, sha256 ${local.sha256}` });
    } catch (error) {
      summary.failed.push({ key, reason: (error as Error).message });
    }
  };

  // A few at a time: one at a time is slow over a network, hundreds would exhaust sockets.
  let next = 0;
  const worker = async () => {
    while (next < keys.length) await copyOne(keys[next++] as string);
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 8, keys.length) }, worker));
  for (const list of [summary.copied, summary.identical]) list.sort();
  summary.failed.sort((a, b) => a.key.localeCompare(b.key));
  return summary;
}

export function formatSummary(summary: CopySummary): string {
  const lines = [
    `copied and verified:         ${summary.copied.length}`,
    `already there and identical: ${summary.identical.length}`,
    `skipped:                     ${summary.skipped.length}`,
    ...summary.skipped.map((item) => `  ${item.file}: ${item.reason}`),
    `failed:                      ${summary.failed.length}`,
    ...summary.failed.map((item) => `  ${item.key}: ${item.reason}`),
  ];
  return lines.join('\n');
}
