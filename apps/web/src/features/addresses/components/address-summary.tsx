import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useAddressesById } from '../api/get-addresses-by-id.ts';
import '../addresses.css';
import { addressBookTexts as t } from '../texts.ts';

type Props = { userId: number; managePath: string };

/** The /address stub's list (spec 2.6, 7): the customer's addresses from GET /address/get-address/{id}/, one line each. */
export function AddressSummary({ userId, managePath }: Props) {
  const addresses = useAddressesById(userId);
  const manage = (
    <Link to={managePath} className="btn btn--secondary">
      {t.manage}
    </Link>
  );

  if (addresses.isPending) {
    return (
      <ul className="address-summary" aria-busy="true" aria-label={t.loading}>
        {[0, 1].map((index) => (
          <li key={index} className="address-summary__item">
            <span className="skeleton-text skeleton">&nbsp;</span>
          </li>
        ))}
      </ul>
    );
  }
  if (addresses.isError) return <LoadError onRetry={() => void addresses.refetch()} />;
  if (addresses.data.length === 0) {
    return (
      <div className="empty-state">
        <p>{t.noneYet}</p>
        {manage}
      </div>
    );
  }
  return (
    <>
      <ul className="address-summary" aria-label={t.yourAddresses}>
        {addresses.data.map((address) => (
          <li key={address.id} className="address-summary__item">
            <span>
              {[address.address, address.address_area, address.landmark, address.city, address.state, address.pincode]
                .filter((part) => part.trim() !== '')
                .join(', ')}
            </span>
            {address.default === 'default' && <span className="address-card__badge">{t.defaultBadge}</span>}
          </li>
        ))}
      </ul>
      <p>{manage}</p>
    </>
  );
}
