import { AreaPage } from '../accounts/form-page.tsx';

/** Placeholder: filled by the admin console's work on this page. */
export function AdminCategoryRequestsPage() {
  return <AreaPage title="Category Requests">{null}</AreaPage>;
}

export { AdminCategoryRequestsPage as Component };
