import { Link } from 'react-router';
import { messages } from '@kt/contract/messages';
import { paths } from '../../../lib/paths.ts';
import { FormPage } from './form-page.tsx';

/** /password_change_success */
export function PasswordChangedPage() {
  return (
    <FormPage title="Password Changed">
      <div className="form">
        <p className="notice" role="status">
          {messages.password.resetSuccess}
        </p>
        <p className="form__actions">
          <Link to={paths.signIn} className="btn btn--primary">
            Sign In
          </Link>
        </p>
      </div>
    </FormPage>
  );
}

export { PasswordChangedPage as Component };
