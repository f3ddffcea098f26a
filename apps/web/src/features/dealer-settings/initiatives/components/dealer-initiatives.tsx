import { Link } from 'react-router';
import { useAuth } from '../../../../lib/use-auth.ts';
import { marketplacePagePath } from '../../../../lib/paths.ts';
import { initiativeTexts } from '../texts.ts';
import { AddInitiativeForm } from './add-initiative-form.tsx';
import { InitiativeList } from './initiative-list.tsx';
import '../initiatives.css';

/**
 * /dealer/settings/initiatives (ours; spec 3 'Dealer initiative'): the form to add one, then the
 * dealer's initiatives as cards to edit or remove. They show in the carousel of the public page.
 */
export function DealerInitiatives() {
  const auth = useAuth();
  // The area layout sends a signed-out visitor to /signin.
  if (!auth) return null;
  const dealerId = auth.dealer_id ?? auth.id;
  return (
    <div className="initiatives">
      <p className="lead">{initiativeTexts.lead}</p>
      <p className="initiatives__page-link">
        <Link to={marketplacePagePath(dealerId)} className="text-link">
          {initiativeTexts.seePage}
        </Link>
      </p>
      <AddInitiativeForm dealerId={dealerId} />
      <InitiativeList dealerId={dealerId} />
    </div>
  );
}
