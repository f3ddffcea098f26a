import type { CustomerAddress } from '@kt/contract/addresses/address';
import '../addresses.css';

type Props = {
  address: CustomerAddress;
  onDelete: (address: CustomerAddress) => void;
  isDeleting: boolean;
};

/** One saved address (spec 3 'Customer address record'), its 'default' badge and Delete. */
export function AddressCard({ address, onDelete, isDeleting }: Props) {
  const isDefault = address.default === 'default';
  return (
    <article className="card address-card" aria-label={`Address of ${address.name}: ${address.address}`}>
      <header className="address-card__head">
        <h3 className="card__title">{address.name}</h3>
        {isDefault && <span className="address-card__badge">default</span>}
      </header>
      <dl className="address-card__facts">
        <div>
          <dt>Address</dt>
          <dd>{address.address}</dd>
        </div>
        <div>
          <dt>Area</dt>
          <dd>{address.address_area}</dd>
        </div>
        <div>
          <dt>Landmark</dt>
          <dd>{address.landmark}</dd>
        </div>
        <div>
          <dt>City</dt>
          <dd>{address.city}</dd>
        </div>
        <div>
          <dt>State</dt>
          <dd>{address.state}</dd>
        </div>
        <div>
          <dt>Pincode</dt>
          <dd>{address.pincode}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{address.phone_number}</dd>
        </div>
      </dl>
      <button
        type="button"
        className="btn btn--danger address-card__delete"
        aria-label={`Delete ${address.address}`}
        aria-busy={isDeleting || undefined}
        disabled={isDeleting}
        onClick={() => onDelete(address)}
      >
        Delete
      </button>
    </article>
  );
}
