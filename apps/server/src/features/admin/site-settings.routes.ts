import type { FastifyInstance } from 'fastify';
import { postalAddressLines } from '@kt/contract/admin/site-settings-rules';
import type { AdminSiteSettings, PublicSiteSettings, SocialNetwork } from '@kt/contract/admin/site-settings';
import { siteSettingsEndpoints } from '@kt/contract/admin/site-settings.endpoints';
import { currentUser } from '../../platform/auth/guard.ts';
import { sendCachedAnswer, type ListCache } from '../../platform/cache/list-cache.ts';
import { handle } from '../../platform/http/endpoint-routes.ts';
import { serializeAnswer } from '../../platform/http/page-reads.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { optionalFile } from '../../platform/files/uploads.ts';
import type { SiteSettingsRow } from './site-settings.repo.ts';
import type { SiteSettingsService } from './site-settings.service.ts';

/**
 * Public, and changed rarely, but a change must show at once: browsers and CDNs keep a copy and
 * ask again each time (a 304 while unchanged). The answer is held in the list cache under
 * 'content', which migration 0011's trigger announces on every change of site_settings.
 */
const publicCache = { status: 200, cacheControl: 'public, no-cache', revalidate: true };
const publicCacheKey = 'site-settings';
const publicCacheTags = ['content'];

type Deps = { settings: SiteSettingsService; storage: FileStorage; listCache: ListCache };

function publicOf(row: SiteSettingsRow, storage: FileStorage): PublicSiteSettings {
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
}

function adminOf(row: SiteSettingsRow, storage: FileStorage): AdminSiteSettings {
  return {
    contact_email: row.contactEmail,
    phone_primary: row.phonePrimary,
    phone_secondary: row.phoneSecondary,
    postal_address: row.postalAddress,
    facebook_url: row.facebookUrl,
    instagram_url: row.instagramUrl,
    linkedin_url: row.linkedinUrl,
    certificate: row.certificateKey ? storage.urlFor(row.certificateKey) : null,
    upi_vpa: row.upiVpa,
    upi_payee_name: row.upiPayeeName,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The public read every page's footer makes: outside the admin scope. */
export function publicSiteSettingsHandlers(app: FastifyInstance, { settings, storage, listCache }: Deps) {
  const answer = () =>
    listCache.answer(publicCacheKey, publicCacheTags, async () => serializeAnswer(siteSettingsEndpoints.siteSettings, publicOf(await settings.read(), storage)));
  // Every server-rendered page's footer shows them.
  app.deps.pageReads.add(siteSettingsEndpoints.siteSettings, answer);
  handle(app, siteSettingsEndpoints.siteSettings, async (request, reply) =>
    sendCachedAnswer(request.headers['if-none-match'], reply, await answer(), publicCache),
  );
}

/** Issue 15: an admin reads and edits the operator's site settings. */
export function siteSettingsHandlers(app: FastifyInstance, { settings, storage }: Pick<Deps, 'settings' | 'storage'>) {
  handle(app, siteSettingsEndpoints.adminSiteSettings, async () => adminOf(await settings.read(), storage));

  handle(app, siteSettingsEndpoints.adminSaveSiteSettings, async (request) => {
    const body = request.body;
    const saved = await settings.save(
      currentUser(request).userId,
      {
        contactEmail: body.contact_email,
        phonePrimary: body.phone_primary,
        phoneSecondary: body.phone_secondary,
        postalAddress: body.postal_address,
        facebookUrl: body.facebook_url,
        instagramUrl: body.instagram_url,
        linkedinUrl: body.linkedin_url,
        upiVpa: body.upi_vpa,
        upiPayeeName: body.upi_payee_name,
      },
      optionalFile(request, 'certificate'),
      body.remove_certificate,
      request.log,
    );
    return adminOf(saved, storage);
  });
}
