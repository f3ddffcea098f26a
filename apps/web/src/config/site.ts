import { siteName } from '@kt/contract/site';

/**
 * The site's identity, in one place: every page and the footer read it from here. The
 * operator's contact details (address, e-mail, phones, social profiles, certificate) are not
 * here: an admin sets them (issue 15) and the pages read them from the site settings.
 */
export const site = {
  name: siteName,
  legalName: 'Kabadi Techno Private Limited',
  tagline: "Don't waste your waste.",
  established: '26 April 2018',
} as const;
