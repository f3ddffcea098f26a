import type { FileStorage } from './storage.ts';

/** A stored file read whole (for a small file a response embeds, as the receipt PDF's photo), or undefined when it is gone. */
export async function readStoredFile(storage: FileStorage, key: string): Promise<Buffer | undefined> {
  const file = await storage.open(key);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
