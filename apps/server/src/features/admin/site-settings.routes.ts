import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { postalAddressLines } from '@kt/contract/admin/site-settings-rules';
import {
  ZAdminSiteSettings,
  ZPublicSiteSettings,
  ZSiteSettingsUpdate,
  type AdminSiteSettings,
  type PublicSiteSettings,
  type SocialNetwork,
} from '@kt/contract/admin/site-settings';
import { endpoints } from '@kt/contract/endpoints';
import { adminEndpoints } from '@kt/contract/admin/admin-endpoints';
import { AppError } from '@kt/contract/errors';
import { messages } from '@kt/contract/messages';
import { authenticate, currentUser } from '../../platform/auth/guard.ts';
import { detectFileType, isImage } from '../../platform/files/file-types.ts';
import { sendCachedAnswer } from '../../platform/cache/list-cache.ts';
import { discardStoredFile, randomKeyPart } from '../../platform/files/storage.ts';
import { optionalFile } from '../../platform/files/uploads.ts';
import { createSiteSettingsRepo, type CertificateChange, type SiteSettingsRow } from './site-settings.repo.ts';

/**
 * Public, and changed rarely, but a change must show at once: browsers and CDNs keep a copy and
 * ask again each time (a 304 while unchanged). The answer is held in the list cache under
 * 'content', which migration 0011's trigger announces on every change of site_settings.
 */
const publicCache = { status: 200, cacheControl: 'public, no-cache', revalidate: true };
const publicCacheKey = 'site-settings';
const publicCacheTags = ['content'];

/** The operator's site settings (issue 15): the public pages read them, an admin edits them. */
export const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, listCache } = app.deps;
  const repo = createSiteSettingsRepo(db);
  const adminOnly = authenticate('admin');

  const publicOf = (row: SiteSettingsRow): PublicSiteSettings => {
    const profiles: [SocialNetwork, string][] = [
      ['Facebook', row.facebookUrl],
      ['Instagram', row.instagramUrl],
      ['LinkedIn', row.linkedinUrl],
    ];
    return {
      contact_email: row.contactEmail,
      phones: [row.phonePrimary, row.phoneSecondary].filter((phone) => phone !== ''),
      postal_address_lines: postalAddressLines(row.postalAddress),
      social: profiles.filter(([, url]) => url !== '').map(([network, url]) => ({ network, url })),
      certificate: row.certificateKey ? storage.urlFor(row.certificateKey) : null,
    };
  };

  const adminOf = (row: SiteSettingsRow): AdminSiteSettings => ({
    contact_email: row.contactEmail,
    phone_primary: row.phonePrimary,
    phone_secondary: row.phoneSecondary,
    postal_address: row.postalAddress,
    facebook_url: row.facebookUrl,
    instagram_url: row.instagramUrl,
    linkedin_url: row.linkedinUrl,
    certificate: row.certificateKey ? storage.urlFor(row.certificateKey) : null,
    updated_at: row.updatedAt.toISOString(),
  });

  app.get(endpoints.siteSettings, { schema: { response: { 200: ZPublicSiteSettings } } }, async (request, reply) => {
    const answer = await listCache.answer(publicCacheKey, publicCacheTags, async () => String(reply.serialize(publicOf(await repo.read()))));
    return sendCachedAnswer(request.headers['if-none-match'], reply, answer, publicCache);
  });

  app.get(adminEndpoints.adminSiteSettings, { onRequest: adminOnly, schema: { response: { 200: ZAdminSiteSettings } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return adminOf(await repo.read());
  });

  app.put(
    adminEndpoints.adminSiteSettings,
    {
      onRequest: adminOnly,
      config: { validationMessage: messages.admin.settingsInvalid },
      schema: { body: ZSiteSettingsUpdate, response: { 200: ZAdminSiteSettings } },
    },
    async (request, reply) => {
      const body = request.body;
      // The texts passed the schema; the picture is checked by its content before anything is stored.
      const picture = optionalFile(request, 'certificate');
      let certificate: CertificateChange = body.remove_certificate ? { kind: 'clear' } : { kind: 'keep' };
      if (picture) {
        const type = detectFileType(picture);
        if (!isImage(type)) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.admin.settingsCertificateWrongType, { certificate: [messages.admin.settingsCertificateWrongType] });
        }
        // Public on purpose: the About page shows it.
        const key = `site/certificate-${randomKeyPart()}.${type.extension}`;
        await storage.put(key, picture);
        certificate = { kind: 'set', key };
      }
      let saved: Awaited<ReturnType<typeof repo.update>>;
      try {
        saved = await repo.update(
          currentUser(request).userId,
          {
            contactEmail: body.contact_email,
            phonePrimary: body.phone_primary,
            phoneSecondary: body.phone_secondary,
            postalAddress: body.postal_address,
            facebookUrl: body.facebook_url,
            instagramUrl: body.instagram_url,
            linkedinUrl: body.linkedin_url,
          },
          certificate,
        );
      } catch (error) {
        if (certificate.kind === 'set') await discardStoredFile(storage, certificate.key, request.log);
        throw error;
      }
      // The demo's example certificate (under seed/) is the seed's file, kept for a reseeded demo.
      if (saved.replacedKey && !saved.replacedKey.startsWith('seed/')) await discardStoredFile(storage, saved.replacedKey, request.log);
      // The admin's next public read on this instance sees the change.
      await listCache.settle();
      reply.header('Cache-Control', 'private, no-store');
      return adminOf(saved.row);
    },
  );
};
