import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { FormPage } from './form-page.tsx';
import { accountPageTexts as t } from './texts.ts';

/** /signin/signup: 'Who am I' (spec 2.4). */
export function SignUpChoicePage() {
  return (
    <FormPage title={t.whoAmI} lead={t.whoAmILead}>
      <ul className="choices">
        <li>
          <Link to={paths.signUpCustomer} className="choice">
            <span className="choice__title">{t.customer}</span>
            <span className="choice__text">{t.customerChoice}</span>
          </Link>
        </li>
        <li>
          <Link to={paths.signUpDealer} className="choice">
            <span className="choice__title">{t.dealer}</span>
            <span className="choice__text">{t.dealerChoice}</span>
          </Link>
        </li>
      </ul>
      <p className="form__footer">
        {t.haveAccount} <Link to={paths.signIn}>{t.signIn}</Link>
      </p>
    </FormPage>
  );
}

export { SignUpChoicePage as Component };
