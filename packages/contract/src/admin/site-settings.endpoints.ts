import { defineEndpoint, type FileRule } from '../http/endpoint.ts';
import { ZAdminSiteSettings, ZPublicSiteSettings, ZSiteSettingsUpdate } from './site-settings.ts';
import { siteSettingsLimits } from './site-settings-rules.ts';
import { adminMessages } from './admin-messages.ts';

const certificate: FileRule = { maxBytes: siteSettingsLimits.certificateMaxBytes, tooLarge: adminMessages.settingsCertificateTooLarge };

/** Issue 15: the operator's contact details and certificate, read by every page's footer and edited by an admin. */
export const siteSettingsEndpoints = {
  siteSettings: defineEndpoint({
    method: 'GET',
    path: '/v3/api/site-settings/',
    access: 'public',
    response: ZPublicSiteSettings,
    summary: "The operator's contact details, social profiles and certificate, as the public pages show them.",
  }),
  adminSiteSettings: defineEndpoint({
    method: 'GET',
    path: '/v3/admin/site-settings/',
    access: ['admin'],
    response: ZAdminSiteSettings,
    summary: 'The stored site settings, for the form.',
  }),
  adminSaveSiteSettings: defineEndpoint({
    method: 'PUT',
    path: '/v3/admin/site-settings/',
    access: ['admin'],
    body: ZSiteSettingsUpdate,
    files: { certificate },
    response: ZAdminSiteSettings,
    validationMessage: adminMessages.settingsInvalid,
    summary: 'Replaces every text setting; a new certificate picture replaces the old one, or remove_certificate drops it.',
  }),
};
