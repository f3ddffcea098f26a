import { SettingsHub } from '../../../../features/dealer-settings/hub/components/settings-hub.tsx';
import { hubTexts } from '../../../../features/dealer-settings/hub/hub-texts.ts';
import { AreaPage } from '../../accounts/form-page.tsx';

/** /dealer/settings (spec 2.7) */
export function DealerSettingsPage() {
  return (
    <AreaPage title={hubTexts.pageTitle}>
      <SettingsHub />
    </AreaPage>
  );
}

export { DealerSettingsPage as Component };
