import { DealerEmployees } from '../../../../features/dealer-settings/employees/components/dealer-employees.tsx';
import { hubTexts } from '../../../../features/dealer-settings/hub/hub-texts.ts';
import { AreaPage } from '../../accounts/form-page.tsx';

/** /dealer/settings/addemployee (spec 2.7) */
export function DealerAddEmployeePage() {
  return (
    <AreaPage title={hubTexts.titles.employee}>
      <DealerEmployees />
    </AreaPage>
  );
}

export { DealerAddEmployeePage as Component };
