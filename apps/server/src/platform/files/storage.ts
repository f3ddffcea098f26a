import { randomBytes } from 'node:crypto';
import { createReadStream, type Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Where uploaded and seeded files live. Local disk under DATA_DIR/uploads by default; an
 * S3-compatible bucket (storage-s3.ts) implements the same calls. Keys are relative paths of
 * [a-z0-9._-] segments, made by the server, never taken from a user.
 */
export type FileStorage = {
  put(key: string, data: Buffer): Promise<void>;
  /** A readable stream, or null when the key is unknown. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** The absolute URL a browser (of any origin) loads a public file from. */
  urlFor(key: string): string;
  /** Removes a file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Every stored key that starts with `prefix`, in no promised order (the nightly sweep walks them). */
  list(prefix?: string): AsyncIterable<{ key: string; lastModified: Date }>;
};

/**
 * Removes a file no row points at any more. A failure is logged, never the caller's error: the
 * change it follows is already made.
 */
export async function discardStoredFile(storage: FileStorage, key: string, log: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
  try {
    await storage.delete(key);
  } catch (error) {
    log.warn({ err: error, key }, 'stored file not deleted');
  }
}

/** A random, unguessable part of a storage key: lowercase hex, so it always fits the key pattern. */
export function randomKeyPart(bytes = 12): string {
  return randomBytes(bytes).toString('hex');
}

const keyPattern = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

export function isValidStorageKey(key: string): boolean {
  return keyPattern.test(key) && !key.split('/').includes('..');
}

export const mediaUrlPrefix = '/media/';

/**
 * Files on local disk under `root`, served by the /media route at `publicUrl` (PUBLIC_URL):
 * picture fields are absolute URLs, so a client on another host can load them.
 */
export function createLocalStorage(root: string, publicUrl: string): FileStorage {
  const base = `${publicUrl.replace(/\/+$/, '')}${mediaUrlPrefix}`;
  const resolve = (key: string) => {
    if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temp, data);
      await fs.rename(temp, file);
    },
    async open(key) {
      if (!isValidStorageKey(key)) return null;
      const file = resolve(key);
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
        return { stream: createReadStream(file), size: stat.size };
      } catch {
        return null;
      }
    },
    urlFor(key) {
      return `${base}${key}`;
    },
    async delete(key) {
      if (!isValidStorageKey(key)) return;
      await fs.rm(resolve(key), { force: true });
    },
    async *list(prefix = '') {
      // A key prefix need not end at a folder ('documents/12-'): walk from the folder it is in.
      const folder = path.join(root, prefix.slice(0, prefix.lastIndexOf('/') + 1));
      let entries: Dirent[];
      try {
        entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, file).split(path.sep).join('/');
        if (!key.startsWith(prefix)) continue;
        // A file deleted while we walked is simply not listed.
        const stat = await fs.stat(file).catch(() => null);
        if (stat) yield { key, lastModified: stat.mtime };
      }
    },
  };
}
