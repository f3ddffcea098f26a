import { messages } from '@kt/contract/messages';
import { AccountQr } from '../../../features/accounts/components/account-qr.tsx';
import { AreaPage } from '../accounts/form-page.tsx';

/** /dealer/profile/qr */
export function DealerQrPage() {
  return (
    <AreaPage title={messages.qr.title}>
      <AccountQr />
    </AreaPage>
  );
}

export { DealerQrPage as Component };
