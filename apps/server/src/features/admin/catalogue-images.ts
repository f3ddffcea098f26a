import type { Readable } from 'node:stream';
import { AppError } from '@kt/contract/errors';
import { detectFileType, isImage } from '../../platform/files/file-types.ts';
import { randomKeyPart, type FileStorage } from '../../platform/files/storage.ts';
import { adminMessages } from '@kt/contract/admin/admin-messages';

/**
 * The pictures of categories and subcategories that the admin console stores. Only keys under
 * this prefix are ever deleted by it: the seed's pictures ('seed/…') may be shared by several
 * entries and ship with the app, and a dealer's request keeps its own picture.
 */
const cataloguePrefix = 'catalogue/';

export function isCatalogueKey(key: string): boolean {
  return key.startsWith(cataloguePrefix);
}

/** Stores a picture (JPEG, PNG or WebP by its content; 415 otherwise) under a new public key. */
export async function storeCatalogueImage(storage: FileStorage, data: Buffer): Promise<string> {
  const type = detectFileType(data);
  if (!isImage(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', adminMessages.catalogueImageWrongType, { image: [adminMessages.catalogueImageWrongType] });
  // Public on purpose: the catalogue's pictures are shown to everyone.
  const key = `${cataloguePrefix}${randomKeyPart()}.${type.extension}`;
  await storage.put(key, data);
  return key;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/**
 * A copy of a stored picture under a new catalogue key (the request keeps its own, which its
 * dealer's list still shows); null when the file is gone.
 */
export async function copyToCatalogue(storage: FileStorage, sourceKey: string): Promise<string | null> {
  const source = await storage.open(sourceKey);
  if (!source) return null;
  return storeCatalogueImage(storage, await readAll(source.stream));
}
