import { AreaPage } from '../accounts/form-page.tsx';

/** Placeholder: filled by the admin console's work on this page. */
export function AdminCataloguePage() {
  return <AreaPage title="Catalogue">{null}</AreaPage>;
}

export { AdminCataloguePage as Component };
