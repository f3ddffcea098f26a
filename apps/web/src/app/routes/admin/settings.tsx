import { SiteSettingsEditor } from '../../../features/site-settings/components/site-settings-form.tsx';
import { siteSettingsAdminTexts } from '../../../features/site-settings/admin-texts.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** Admin > Site Settings (issue 15): the contact details, social profiles and certificate the public pages show. */
export function AdminSettingsPage() {
  return (
    <AreaPage title={siteSettingsAdminTexts.title}>
      <div className="admin-page">
        <p className="lead">{siteSettingsAdminTexts.lead}</p>
        <SiteSettingsEditor />
      </div>
    </AreaPage>
  );
}

export { AdminSettingsPage as Component };
