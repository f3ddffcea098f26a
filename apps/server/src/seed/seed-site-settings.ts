import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { appMeta, siteSettings } from '../platform/db/schema/index.ts';
import type { FileStorage } from '../platform/files/storage.ts';
import { exampleCertificatePicture, exampleSiteSettings } from './seed-data.ts';

export const siteSettingsSeedMarkerKey = 'seed:site-settings-example';

/**
 * The EXAMPLE contact details and placeholder certificate of development and the demo, once
 * (its own marker, so a database seeded before this step existed gets them too). Written only
 * into settings nobody has entered yet: an admin's own values are never replaced. Never called
 * in production (see runSeed).
 */
export async function seedExampleSiteSettings(db: Db, storage: FileStorage, assetsDir: string): Promise<boolean> {
  const done = await db.select().from(appMeta).where(eq(appMeta.key, siteSettingsSeedMarkerKey));
  if (done.length > 0) return false;
  const certificateKey = `seed/${exampleCertificatePicture}`;
  await storage.put(certificateKey, await readFile(path.join(assetsDir, exampleCertificatePicture)));
  await db.transaction(async (tx) => {
    await tx.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
    const [current] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for('update');
    const isUntouched =
      current !== undefined &&
      current.certificateKey === null &&
      [current.contactEmail, current.phonePrimary, current.phoneSecondary, current.postalAddress, current.facebookUrl, current.instagramUrl, current.linkedinUrl].every(
        (value) => value === '',
      );
    if (isUntouched) {
      await tx
        .update(siteSettings)
        .set({ ...exampleSiteSettings, certificateKey, updatedAt: new Date() })
        .where(eq(siteSettings.id, 1));
    }
    await tx.insert(appMeta).values({ key: siteSettingsSeedMarkerKey, value: new Date().toISOString() });
  });
  return true;
}
