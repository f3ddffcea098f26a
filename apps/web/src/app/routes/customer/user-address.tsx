import { AddressBook } from '../../../features/addresses/components/address-book.tsx';
import { AreaPage } from '../accounts/form-page.tsx';

/** /sell/user/address */
export function UserAddressPage() {
  return (
    <AreaPage title="Addresses">
      <AddressBook />
    </AreaPage>
  );
}

export { UserAddressPage as Component };
