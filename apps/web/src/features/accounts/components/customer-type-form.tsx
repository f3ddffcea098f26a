import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  organizationCustomerRoles,
  personalCustomerRoles,
  type CustomerAccountType,
} from '@kt/contract/accounts/account-types';
import { ZCustomerTypeChoice } from '@kt/contract/accounts/sign-up';
import { messages } from '@kt/contract/messages';
import { KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { paths } from '../../../lib/paths.ts';
import { accountTexts } from '../texts.ts';

/** Not a spec message (spec 5 only says a type must be chosen). */
export const chooseCustomerTypeMessage = (): string => messages.accounts.chooseCustomerType;

function accountTypeOf(role: string): CustomerAccountType | null {
  if ((personalCustomerRoles as readonly string[]).includes(role)) return 'Personal';
  if ((organizationCustomerRoles as readonly string[]).includes(role)) return 'Organization';
  return null;
}

/** The groups, read when drawn (the page's language). */
const customerTypeGroups = () => [
  { label: accountTexts.personalAccount, options: personalCustomerRoles },
  { label: accountTexts.organizationAccount, options: organizationCustomerRoles },
];

/**
 * /signin/signup/customer (spec 2.4): the required customer type. A personal type goes on to
 * the personal sign-up, an organization type to the organization one; the choice is kept in
 * the sign-up-in-progress record.
 */
export function CustomerTypeForm() {
  const navigate = useNavigate();
  const [chosenBefore] = useState(() => {
    const record = browserStorage.getSignupInProgress();
    return record?.flow === 'customer' && record.role && accountTypeOf(record.role) ? record.role : '';
  });
  const form = useKitForm(ZCustomerTypeChoice, { defaultValues: { role: chosenBefore } });

  function choose({ role }: { role: string }) {
    const accountType = accountTypeOf(role);
    if (!accountType) return;
    const record = browserStorage.getSignupInProgress();
    browserStorage.setSignupInProgress({
      ...(record?.flow === 'customer' ? record : {}),
      flow: 'customer',
      accountType,
      role,
    });
    void navigate(accountType === 'Personal' ? paths.signUpPersonal : paths.signUpOrganization);
  }

  return (
    <KitForm form={form} onValid={choose}>
      <SelectField name="role" label={accountTexts.customerType} placeholder={accountTexts.customerTypePlaceholder} groups={customerTypeGroups()} required />
      <div className="form__actions">
        <SubmitButton>{accountTexts.next}</SubmitButton>
      </div>
    </KitForm>
  );
}
