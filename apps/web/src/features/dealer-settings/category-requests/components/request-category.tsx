import { useAuth } from '../../../../lib/use-auth.ts';
import { categoryRequestTexts } from '../texts.ts';
import { CategoryRequestForm } from './category-request-form.tsx';
import { CategoryRequestList } from './category-request-list.tsx';
import '../category-requests.css';

/** /dealer/settings/requestcategory (spec 2.7): the request form, then the dealer's requests. */
export function RequestCategory() {
  const auth = useAuth();
  // The area layout sends a signed-out visitor to /signin.
  if (!auth) return null;
  return (
    <div className="request-category">
      <p className="lead">{categoryRequestTexts.lead}</p>
      <section className="form-card request-category__form" aria-label={categoryRequestTexts.formHeading}>
        <CategoryRequestForm dealerId={auth.id} />
      </section>
      <CategoryRequestList dealerId={auth.id} />
    </div>
  );
}
