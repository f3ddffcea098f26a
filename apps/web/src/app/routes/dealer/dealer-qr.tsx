import { AccountQr } from '../../../features/qr/components/account-qr.tsx';
import { AreaPage } from '../accounts/form-page.tsx';

/** /dealer/profile/qr */
export function DealerQrPage() {
  return (
    <AreaPage title="QR Code">
      <AccountQr />
    </AreaPage>
  );
}

export { DealerQrPage as Component };
