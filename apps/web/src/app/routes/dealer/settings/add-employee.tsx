import { DealerEmployees } from '../../../../features/dealer-settings/employees/components/dealer-employees.tsx';
import { AreaPage } from '../../accounts/form-page.tsx';

/** /dealer/settings/addemployee (spec 2.7) */
export function DealerAddEmployeePage() {
  return (
    <AreaPage title="Add Employee">
      <DealerEmployees />
    </AreaPage>
  );
}

export { DealerAddEmployeePage as Component };
