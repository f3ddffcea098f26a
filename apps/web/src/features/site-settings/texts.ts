import { defineTexts } from '@kt/contract/i18n/catalogue';
/**
 * Words of the public pages where they show the operator's contact details (issue 15, ours),
 * kept together so they can move to the Hindi catalogue. The admin's form has its own
 * (admin-texts.ts), so no public page downloads them.
 */
export const siteSettingsTexts = defineTexts('web/features/site-settings/texts', 'siteSettingsTexts', {
  footer: {
    title: 'Contact',
    writeToUs: 'Write to us',
    social: (siteName: string, network: string) => `${siteName} on ${network}`,
  },
  contact: {
    headOffice: 'Head Office',
    email: 'E-mail',
    phone: 'Phone',
    loading: 'Loading our contact details',
    notPublished: 'Our address, e-mail and phone numbers are not published yet. Write to us with the form and we will answer.',
  },
  policy: {
    headOfficeAt: (addressLines: readonly string[]) => `, with its head office at ${addressLines.join(', ')}`,
    /** Where a policy page sends questions when no e-mail is published. */
    contactForm: 'the contact form on our ',
    contactPage: 'Contact page',
  },
  certificate: {
    title: 'Recognised Startup',
    alt: (legalName: string) => `Certificate of recognition awarded to ${legalName} by a national startup programme`,
    text: (legalName: string, established: string) => `${legalName} is recognised by a national startup programme. We were established on ${established}.`,
  },
} as const);
