import { siteName } from '@kt/contract/site';

/** The site's identity, in one place: every page and the footer read it from here. */
export const site = {
  name: siteName,
  legalName: 'Kabadi Techno Private Limited',
  tagline: "Don't waste your waste.",
  address: {
    lines: ['2nd Floor, Sanjay Place', 'Agra, Uttar Pradesh 282002', 'India'],
    city: 'Agra',
  },
  email: 'support@kabaditechno.com',
  phones: ['+91 98970 12345', '+91 56222 61234'],
  social: [
    { network: 'Facebook', kind: 'social network', url: 'https://www.facebook.com/kabaditechno' },
    { network: 'Instagram', kind: 'photo-sharing network', url: 'https://www.instagram.com/kabaditechno' },
    { network: 'LinkedIn', kind: 'professional network', url: 'https://www.linkedin.com/company/kabaditechno' },
  ],
  established: '26 April 2018',
} as const;

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
