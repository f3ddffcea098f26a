import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSiteSettings } from '@kt/contract/admin/site-settings';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { siteSettingsKey } from './get-site-settings.ts';

export const adminSiteSettingsKey = ['admin', 'site-settings'] as const;

/** The text fields of the settings form, as the server names them. */
export type SiteSettingsTextFields = Omit<AdminSiteSettings, 'certificate' | 'updated_at' | 'upi_vpa' | 'upi_payee_name'> &
  // Issue 28: the platform's UPI ID and payee name (absent: left as they are).
  Partial<Pick<AdminSiteSettings, 'upi_vpa' | 'upi_payee_name'>>;

/** One save: every text field, and a new certificate picture, or the current one dropped (or neither). */
export type SiteSettingsChange = SiteSettingsTextFields & { certificate: File | null; isCertificateRemoved: boolean };

/** GET /v3/admin/site-settings/ (an admin): the stored values for the form. */
export function getAdminSiteSettings(): Promise<AdminSiteSettings> {
  return callEndpoint(adminRoutes.adminSiteSettings, { auth: true });
}

export function useAdminSiteSettings() {
  return useQuery({ queryKey: adminSiteSettingsKey, queryFn: getAdminSiteSettings });
}

/** PUT /v3/admin/site-settings/ as multipart: every text field, a new certificate replaces the old one, remove_certificate 'true' drops it. */
export function saveSiteSettings({ certificate, isCertificateRemoved, ...text }: SiteSettingsChange): Promise<AdminSiteSettings> {
  const body = new FormData();
  for (const [name, value] of Object.entries(text)) if (value !== undefined) body.set(name, value);
  if (certificate) body.set('certificate', certificate);
  else if (isCertificateRemoved) body.set('remove_certificate', 'true');
  return callEndpoint(adminRoutes.adminSaveSiteSettings, { body, auth: true });
}

export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSiteSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminSiteSettingsKey, saved);
      // The footer under the admin page (and any public page opened next) reads them again.
      void queryClient.invalidateQueries({ queryKey: siteSettingsKey });
    },
  });
}
