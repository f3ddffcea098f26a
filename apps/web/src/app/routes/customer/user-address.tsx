import { AddressBook } from '../../../features/addresses/components/address-book.tsx';
import { AreaPage } from '../accounts/form-page.tsx';
import { customerPageTexts as t } from './texts.ts';

/** /sell/user/address */
export function UserAddressPage() {
  return (
    <AreaPage title={t.addresses}>
      <AddressBook />
    </AreaPage>
  );
}

export { UserAddressPage as Component };
