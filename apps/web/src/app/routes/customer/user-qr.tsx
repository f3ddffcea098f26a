import { messages } from '@kt/contract/messages';
import { AccountQr } from '../../../features/accounts/components/account-qr.tsx';
import { AreaPage } from '../accounts/form-page.tsx';

/** /sell/user/qr */
export function UserQrPage() {
  return (
    <AreaPage title={messages.qr.title}>
      <AccountQr />
    </AreaPage>
  );
}

export { UserQrPage as Component };
