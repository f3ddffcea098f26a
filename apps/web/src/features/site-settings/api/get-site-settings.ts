import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSiteSettings } from '@kt/contract/admin/site-settings';
import { socialNetworks } from '@kt/contract/admin/site-settings-rules';
import { siteSettings } from '@kt/contract/routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export const siteSettingsKey = ['site-settings'] as const;

/**
 * GET /v3/api/site-settings/: the operator's contact details as the public pages show them
 * (only what is set). One request serves the footer and the page it sits under.
 */
export async function getSiteSettings(): Promise<PublicSiteSettings> {
  return readSiteSettings(await callEndpoint(siteSettings));
}

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * The answer as the footer can draw it, whatever arrives: the footer is on every page, so an
 * odd answer (an old server, a proxy's error page) leaves lines out rather than break the page.
 * Checked by hand: zod stays out of every page's first load.
 */
export function readSiteSettings(raw: unknown): PublicSiteSettings {
  const answer = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const social = Array.isArray(answer.social) ? answer.social : [];
  return {
    contact_email: typeof answer.contact_email === 'string' ? answer.contact_email : '',
    phones: texts(answer.phones),
    postal_address_lines: texts(answer.postal_address_lines),
    social: social.filter(
      (item): item is PublicSiteSettings['social'][number] =>
        typeof item === 'object' && item !== null && typeof (item as { url?: unknown }).url === 'string' && (socialNetworks as readonly unknown[]).includes((item as { network?: unknown }).network),
    ),
    certificate: typeof answer.certificate === 'string' ? answer.certificate : null,
  };
}

export const siteSettingsQuery = queryOptions({ queryKey: siteSettingsKey, queryFn: getSiteSettings, staleTime: 5 * 60_000 });

export function useSiteSettings() {
  return useQuery(siteSettingsQuery);
}
