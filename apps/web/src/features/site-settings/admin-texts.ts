import { siteSettingsLimits } from '@kt/contract/admin/site-settings-rules';
import { defineTexts } from '@kt/contract/i18n/catalogue';

/**
 * Words of Admin > Site Settings (issue 15, ours), kept together so they can move to the Hindi
 * catalogue; only the admin's chunk loads them. The server's answers and the field rules come
 * from the contract's messages.
 */
export const siteSettingsAdminTexts = defineTexts('web/features/site-settings/admin-texts', 'siteSettingsAdminTexts', {
  title: 'Site Settings',
  lead: 'The contact details, social profiles and startup certificate the public pages show (footer, Contact, About and the policies). A field left empty is left out on every page.',
  loading: 'Loading the site settings',
  contactHeading: 'Contact details',
  socialHeading: 'Social profiles',
  certificateHeading: 'Startup-programme certificate',
  upiHeading: 'UPI for dealers\' commission',
  upiLead: 'Dealers pay their monthly commission to this UPI ID, with the statement number as the reference. Empty: dealers see no UPI link.',
  upiVpa: 'Platform UPI ID',
  upiVpaHint: 'Like name@bank',
  upiPayeeName: 'Payee name',
  upiPayeeNameHint: 'The name the dealer\'s UPI app shows; empty: the site name',
  contactEmail: 'Contact e-mail',
  phonePrimary: 'Phone number',
  phoneSecondary: 'Second phone number',
  phoneHint: '10 digits; +91 or 0 in front and spaces are fine',
  postalAddress: 'Postal address',
  postalAddressHint: `One line per line of the address, at most ${siteSettingsLimits.postalAddressMaxLength} characters`,
  facebook: 'Facebook page',
  instagram: 'Instagram profile',
  linkedin: 'LinkedIn page',
  urlHint: 'The full link, starting with https://',
  currentCertificate: 'Current certificate',
  currentCertificateAlt: 'The certificate the About page shows',
  noCertificate: 'No certificate: the About page leaves the section out.',
  newCertificate: 'New certificate picture',
  replaceCertificate: 'Replace with a new picture',
  certificateRule: `JPEG, PNG or WebP, at most ${siteSettingsLimits.certificateMaxBytes / (1024 * 1024)} MB`,
  removeCertificate: 'Remove the certificate when saving',
  save: 'Save settings',
  saving: 'Saving…',
  lastSaved: (when: string) => `Last saved ${when}`,
} as const);
