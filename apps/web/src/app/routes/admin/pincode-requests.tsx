import { PincodeRequests } from '../../../features/admin-dealers/components/pincode-requests.tsx';
import { adminDealerTexts } from '../../../features/admin-dealers/texts.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** /admin/pincode-requests: the dealers' pending pincode requests (issue 15). */
export function AdminPincodeRequestsPage() {
  return (
    <AreaPage title={adminDealerTexts.pincodes.title}>
      <PincodeRequests />
    </AreaPage>
  );
}

export { AdminPincodeRequestsPage as Component };
