import { SettingsHub } from '../../../../features/dealer-settings/hub/components/settings-hub.tsx';
import { AreaPage } from '../../accounts/form-page.tsx';

/** /dealer/settings (spec 2.7) */
export function DealerSettingsPage() {
  return (
    <AreaPage title="Complete Your Profile">
      <SettingsHub />
    </AreaPage>
  );
}

export { DealerSettingsPage as Component };
