import { messages } from '@kt/contract/messages';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  organizationCustomerRoles,
  personalCustomerRoles,
  type CustomerAccountType,
} from '@kt/contract/accounts/account-types';
import { paths } from '../../../lib/paths.ts';
import { browserStorage } from '../../../lib/browser-storage.ts';

/** Not a spec message (spec 5 only says a type must be chosen); reported as missing from the contract. */
export const chooseCustomerTypeMessage = messages.accounts.chooseCustomerType;

function accountTypeOf(role: string): CustomerAccountType | null {
  if ((personalCustomerRoles as readonly string[]).includes(role)) return 'Personal';
  if ((organizationCustomerRoles as readonly string[]).includes(role)) return 'Organization';
  return null;
}

/**
 * /signin/signup/customer (spec 2.4): the required customer type. A personal type goes on to
 * the personal sign-up, an organization type to the organization one; the choice is kept in
 * the sign-up-in-progress record.
 */
export function CustomerTypeForm() {
  const navigate = useNavigate();
  const selectId = useId();
  const errorId = useId();
  const [role, setRole] = useState(() => {
    const record = browserStorage.getSignupInProgress();
    return record?.flow === 'customer' && record.role && accountTypeOf(record.role) ? record.role : '';
  });
  const [message, setMessage] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const accountType = accountTypeOf(role);
    if (!accountType) {
      setMessage(chooseCustomerTypeMessage);
      return;
    }
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
    <form className="form" noValidate onSubmit={submit}>
      <div className="field">
        <label htmlFor={selectId} className="field__label">
          Customer type
        </label>
        <select
          id={selectId}
          className="field__select"
          required
          value={role}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          onChange={(event) => {
            setRole(event.target.value);
            setMessage(null);
          }}
        >
          <option value="">Choose your customer type</option>
          <optgroup label="Personal Account">
            {personalCustomerRoles.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </optgroup>
          <optgroup label="Organization Account">
            {organizationCustomerRoles.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </optgroup>
        </select>
        {message && (
          <p id={errorId} className="field__error" role="alert">
            {message}
          </p>
        )}
      </div>
      <div className="form__actions">
        <button type="submit" className="btn btn--primary">
          Next
        </button>
      </div>
    </form>
  );
}
