import { AccountQr } from '../../../features/qr/components/account-qr.tsx';
import { AreaPage } from '../accounts/form-page.tsx';

/** /sell/user/qr */
export function UserQrPage() {
  return (
    <AreaPage title="QR Code">
      <AccountQr />
    </AreaPage>
  );
}

export { UserQrPage as Component };
