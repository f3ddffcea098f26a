import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { FormPage } from './form-page.tsx';

/** /signin/signup: 'Who am I' (spec 2.4). */
export function SignUpChoicePage() {
  return (
    <FormPage title="Who am I" lead="Choose the kind of account you want.">
      <ul className="choices">
        <li>
          <Link to={paths.signUpCustomer} className="choice">
            <span className="choice__title">Customer</span>
            <span className="choice__text">
              I want to sell my scrap: a house, shop, restaurant, office or an organization.
            </span>
          </Link>
        </li>
        <li>
          <Link to={paths.signUpDealer} className="choice">
            <span className="choice__title">Dealer</span>
            <span className="choice__text">I buy scrap: a kabadiwala, collector or recycler.</span>
          </Link>
        </li>
      </ul>
      <p className="form__footer">
        Already have an account? <Link to={paths.signIn}>Sign In</Link>
      </p>
    </FormPage>
  );
}

export { SignUpChoicePage as Component };
