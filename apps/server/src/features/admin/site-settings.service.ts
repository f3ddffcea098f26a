import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '@kt/contract/errors';
import type { ListCache } from '../../platform/cache/list-cache.ts';
import { detectFileType, isImage } from '../../platform/files/file-types.ts';
import { discardStoredFile, randomKeyPart, type FileStorage } from '../../platform/files/storage.ts';
import type { CertificateChange, SiteSettingsRepo, SiteSettingsText } from './site-settings.repo.ts';
import { adminMessages } from '@kt/contract/admin/admin-messages';

type Deps = { repo: SiteSettingsRepo; storage: FileStorage; listCache: ListCache };

/** The operator's site settings (issue 15): the public pages read them, an admin edits them. */
export function createSiteSettingsService({ repo, storage, listCache }: Deps) {
  /** The new certificate picture stored under a new public key, checked by its content first. */
  async function storeCertificate(picture: Buffer): Promise<string> {
    const type = detectFileType(picture);
    if (!isImage(type)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', adminMessages.settingsCertificateWrongType, { certificate: [adminMessages.settingsCertificateWrongType] });
    }
    // Public on purpose: the About page shows it.
    const key = `site/certificate-${randomKeyPart()}.${type.extension}`;
    await storage.put(key, picture);
    return key;
  }

  return {
    read: () => repo.read(),

    /**
     * Saves every text setting, and a new certificate picture (or drops the current one when
     * `removeCertificate`), with its audit row. A failed save leaves no new file behind; the
     * replaced picture goes once the save is made.
     */
    async save(adminId: number, text: SiteSettingsText, picture: Buffer | undefined, removeCertificate: boolean, log: FastifyBaseLogger) {
      let certificate: CertificateChange = removeCertificate ? { kind: 'clear' } : { kind: 'keep' };
      if (picture) certificate = { kind: 'set', key: await storeCertificate(picture) };
      let saved: Awaited<ReturnType<SiteSettingsRepo['update']>>;
      try {
        saved = await repo.update(adminId, text, certificate);
      } catch (error) {
        if (certificate.kind === 'set') await discardStoredFile(storage, certificate.key, log);
        throw error;
      }
      // The demo's example certificate (under seed/) is the seed's file, kept for a reseeded demo.
      if (saved.replacedKey && !saved.replacedKey.startsWith('seed/')) await discardStoredFile(storage, saved.replacedKey, log);
      // The admin's next public read on this instance sees the change.
      await listCache.settle();
      return saved.row;
    },
  };
}

export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>;
