import { useAuth } from '../../../../lib/use-auth.ts';
import { useAllPincodes } from '../api/get-all-pincodes.ts';
import { areaTexts } from '../area-texts.ts';
import { AreaList } from './area-list.tsx';
import { AreaSearch } from './area-search.tsx';
import { PincodeRequests } from './pincode-requests.tsx';
import '../areas.css';

/** /dealer/settings/addarea (spec 2.7): find a pincode and add one of its areas, the list of added areas, and the requests. */
export function DealerAreas() {
  const auth = useAuth();
  // The area layout sends a signed-out visitor to /signin.
  if (!auth) return null;
  return <Areas dealerId={auth.id} />;
}

function Areas({ dealerId }: { dealerId: number }) {
  const pincodes = useAllPincodes(dealerId);
  const requests = pincodes.data?.requests ?? [];
  return (
    <div className="areas">
      <p className="notice">{areaTexts.rule}</p>
      <AreaSearch dealerId={dealerId} areas={pincodes.data?.areas} />
      <AreaList dealerId={dealerId} pincodes={pincodes} />
      {requests.length > 0 && <PincodeRequests requests={requests} />}
    </div>
  );
}
