import { AreaPage } from '../../accounts/form-page.tsx';

/** Placeholder until built. */
export function DealerAddEmployeePage() {
  return <AreaPage title="Add Employee">{null}</AreaPage>;
}

export { DealerAddEmployeePage as Component };
