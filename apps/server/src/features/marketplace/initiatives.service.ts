import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '@kt/contract/errors';
import { limits } from '@kt/contract/limits';
import type { DealerInitiative } from '@kt/contract/marketplace/page';
import { messages } from '@kt/contract/messages';
import { detectFileType, isImage } from '../../platform/files/file-types.ts';
import { discardStoredFile, randomKeyPart, type FileStorage } from '../../platform/files/storage.ts';
import type { InitiativesRepo, PhotoChange } from './initiatives.repo.ts';

type Log = Pick<FastifyBaseLogger, 'warn'>;
type InitiativeRow = { id: number; dealerId: number; photoKey: string | null; message: string };

/**
 * Spec 3 'Dealer initiative': what a dealer does beyond buying scrap, shown on their public
 * marketplace page. The dealer adds (at most limits.initiativesMax), edits and removes their own.
 */
export function createInitiativesService({ repo, storage }: { repo: InitiativesRepo; storage: FileStorage }) {
  const initiativeOf = (row: InitiativeRow): DealerInitiative => ({
    id: row.id,
    dealer_id: row.dealerId,
    photo: row.photoKey ? storage.urlFor(row.photoKey) : null,
    message: row.message,
  });
  // One answer for 'another dealer's' and 'not there', so ids cannot be probed.
  const notFound = () => new AppError('NOT_FOUND', messages.marketplaceArea.initiativeNotFound);
  const full = () => new AppError('CONFLICT', messages.marketplaceArea.initiativesFull);

  /**
   * The photo stored under a new public key, or undefined without one. Too large a photo never
   * gets here: the body layer stops it while streaming (413).
   */
  async function storePhoto(photo: Buffer | undefined): Promise<string | undefined> {
    if (!photo) return undefined;
    const type = detectFileType(photo);
    if (!isImage(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.marketplaceArea.initiativePhotoWrongType, { photo: [messages.marketplaceArea.initiativePhotoWrongType] });
    // Public on purpose: the photo is shown on the dealer's marketplace page.
    const key = `initiatives/${randomKeyPart()}.${type.extension}`;
    await storage.put(key, photo);
    return key;
  }

  /** Runs the write of a row that is to point at a newly stored photo: when it fails, the photo goes. */
  async function keepingPhoto<T>(log: Log, key: string | null | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (key) await discardStoredFile(storage, key, log);
      throw error;
    }
  }

  return {
    initiativeOf,

    async add(dealerId: number, message: string, photo: Buffer | undefined, log: Log): Promise<DealerInitiative> {
      // A full list is refused before its photo is stored; addWithin decides for certain.
      if ((await repo.countForDealer(dealerId)) >= limits.initiativesMax) throw full();
      const photoKey = (await storePhoto(photo)) ?? null;
      const row = await keepingPhoto(log, photoKey, () => repo.addWithin(limits.initiativesMax, { dealerId, message, photoKey }));
      if (!row) {
        if (photoKey) await discardStoredFile(storage, photoKey, log);
        throw full();
      }
      return initiativeOf(row);
    },

    /** A new photo replaces the old one; without one, `removePhoto` drops it. */
    async update(dealerId: number, id: number, change: { message: string; removePhoto: boolean; photo: Buffer | undefined }, log: Log): Promise<DealerInitiative> {
      // Checked before a photo is stored, and again (locked) by updateOwned.
      if (!(await repo.isOwned(dealerId, id))) throw notFound();
      const newKey = await storePhoto(change.photo);
      const photo: PhotoChange = newKey ? { kind: 'set', key: newKey } : change.removePhoto ? { kind: 'set', key: null } : { kind: 'keep' };
      const updated = await keepingPhoto(log, newKey, () => repo.updateOwned(dealerId, id, change.message, photo));
      if (!updated) {
        // Removed meanwhile.
        if (newKey) await discardStoredFile(storage, newKey, log);
        throw notFound();
      }
      const { row, previousPhotoKey } = updated;
      if (previousPhotoKey && previousPhotoKey !== row.photoKey) await discardStoredFile(storage, previousPhotoKey, log);
      return initiativeOf(row);
    },

    async remove(dealerId: number, id: number, log: Log): Promise<{ msg: string }> {
      const deleted = await repo.deleteOwned(dealerId, id);
      if (!deleted) throw notFound();
      if (deleted.photoKey) await discardStoredFile(storage, deleted.photoKey, log);
      return { msg: messages.marketplaceArea.initiativeRemoved };
    },
  };
}
export type InitiativesService = ReturnType<typeof createInitiativesService>;
