import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { siteSettings } from '../../platform/db/schema/index.ts';
import { recordAdminAction } from './admin.repo.ts';

export type SiteSettingsRow = typeof siteSettings.$inferSelect;

/** The text settings an admin edits (empty: not set). */
export type SiteSettingsText = Pick<
  SiteSettingsRow,
  'contactEmail' | 'phonePrimary' | 'phoneSecondary' | 'postalAddress' | 'facebookUrl' | 'instagramUrl' | 'linkedinUrl'
> &
  // Issue 28: the platform's UPI ID and payee name; absent (undefined): left as they are.
  Partial<Pick<SiteSettingsRow, 'upiVpa' | 'upiPayeeName'>>;

/** What happens to the certificate picture: a new key, cleared, or left as it is. */
export type CertificateChange = { kind: 'set'; key: string } | { kind: 'clear' } | { kind: 'keep' };

const textColumns: Record<keyof SiteSettingsText, string> = {
  contactEmail: 'contact_email',
  phonePrimary: 'phone_primary',
  phoneSecondary: 'phone_secondary',
  postalAddress: 'postal_address',
  facebookUrl: 'facebook_url',
  instagramUrl: 'instagram_url',
  linkedinUrl: 'linkedin_url',
  upiVpa: 'upi_vpa',
  upiPayeeName: 'upi_payee_name',
};

const emptySettings: SiteSettingsRow = {
  id: 1,
  contactEmail: '',
  phonePrimary: '',
  phoneSecondary: '',
  postalAddress: '',
  facebookUrl: '',
  instagramUrl: '',
  linkedinUrl: '',
  certificateKey: null,
  upiVpa: '',
  upiPayeeName: '',
  updatedAt: new Date(0),
};

export function createSiteSettingsRepo(db: Db) {
  return {
    /** The one row (migration 0011 makes it); an empty set should it ever be missing. */
    async read(): Promise<SiteSettingsRow> {
      const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
      return row ?? emptySettings;
    },

    /**
     * Saves the texts and the certificate change in one transaction with its audit row (the row
     * locked: two admins saving at once take turns). Answers the saved row and the certificate
     * key it no longer points at, for the caller to delete once committed.
     */
    update(adminId: number, text: SiteSettingsText, certificate: CertificateChange) {
      return db.transaction(async (tx) => {
        // The row exists from migration 0011; made again here should someone have deleted it.
        await tx.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
        const [before] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for('update');
        const previous = before ?? emptySettings;
        const certificateKey = certificate.kind === 'set' ? certificate.key : certificate.kind === 'clear' ? null : previous.certificateKey;
        const [row] = await tx
          .update(siteSettings)
          .set({ ...text, certificateKey, updatedAt: sql`now()` })
          .where(eq(siteSettings.id, 1))
          .returning();
        if (!row) throw new Error('site settings row missing');
        const changed = (Object.keys(textColumns) as (keyof SiteSettingsText)[]).filter((key) => previous[key] !== row[key]).map((key) => textColumns[key]);
        const certificateNote =
          certificate.kind === 'set' ? (previous.certificateKey ? 'certificate replaced' : 'certificate added') : certificate.kind === 'clear' && previous.certificateKey ? 'certificate removed' : null;
        const parts = [changed.length > 0 ? `changed: ${changed.join(', ')}` : 'no text changed', ...(certificateNote ? [certificateNote] : [])];
        await recordAdminAction(tx, { adminId, action: 'site-settings.update', targetKind: 'site_settings', targetId: 1, detail: parts.join('; ') });
        const replacedKey = previous.certificateKey && previous.certificateKey !== row.certificateKey ? previous.certificateKey : null;
        return { row, replacedKey };
      });
    },
  };
}

export type SiteSettingsRepo = ReturnType<typeof createSiteSettingsRepo>;
