import { AreaPage } from '../accounts/form-page.tsx';

/** Placeholder: filled by the admin console's work on this page. */
export function AdminPincodeRequestsPage() {
  return <AreaPage title="Pincode Requests">{null}</AreaPage>;
}

export { AdminPincodeRequestsPage as Component };
