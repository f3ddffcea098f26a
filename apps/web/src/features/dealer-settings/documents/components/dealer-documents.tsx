import { isDealerAccountType } from '@kt/contract/accounts/account-types';
import { useAuth } from '../../../../lib/use-auth.ts';
import { DocumentsForm } from './documents-form.tsx';
import { DocumentsStatus } from './documents-status.tsx';
import '../documents.css';

/**
 * /dealer/settings/documentupload (spec 2.7): the state of the stored documents, then the form
 * of the stored account type (Kabadi individual, Collector with GST, Recycler company).
 */
export function DealerDocuments() {
  const auth = useAuth();
  // The route's guard lets dealers in only; a session that ends here leaves the page empty.
  if (!auth || !isDealerAccountType(auth.account_type)) return null;
  return (
    <div className="documents">
      <DocumentsStatus dealerId={auth.id} accountType={auth.account_type} />
      <DocumentsForm dealerId={auth.id} accountType={auth.account_type} />
    </div>
  );
}
