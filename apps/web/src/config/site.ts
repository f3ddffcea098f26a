import { siteName } from '@kt/contract/site';
import { siteTexts } from './site-texts.ts';

/**
 * The site's identity, in one place: every page and the footer read it from here. The
 * operator's contact details (address, e-mail, phones, social profiles, certificate) are not
 * here: an admin sets them (issue 15) and the pages read them from the site settings. The
 * tagline and the founding date are read in the language of the page (site-texts.ts).
 */
export const site = {
  name: siteName,
  legalName: 'Kabadi Techno Private Limited',
  get tagline(): string {
    return siteTexts.tagline;
  },
  get established(): string {
    return siteTexts.established;
  },
} as const;
