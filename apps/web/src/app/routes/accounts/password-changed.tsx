import { Link } from 'react-router';
import { messages } from '@kt/contract/messages';
import { paths } from '../../../lib/paths.ts';
import { FormPage } from './form-page.tsx';
import { accountPageTexts as t } from './texts.ts';

/** /password_change_success */
export function PasswordChangedPage() {
  return (
    <FormPage title={t.passwordChanged}>
      <div className="form">
        <p className="notice" role="status">
          {messages.password.resetSuccess}
        </p>
        <p className="form__actions">
          <Link to={paths.signIn} className="btn btn--primary">
            {t.signIn}
          </Link>
        </p>
      </div>
    </FormPage>
  );
}

export { PasswordChangedPage as Component };
