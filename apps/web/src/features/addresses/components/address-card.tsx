import type { CustomerAddress } from '@kt/contract/addresses/address';
import '../addresses.css';
import { addressBookTexts as t } from '../texts.ts';

type Props = {
  address: CustomerAddress;
  onDelete: (address: CustomerAddress) => void;
  isDeleting: boolean;
};

/** One saved address (spec 3 'Customer address record'), its 'default' badge and Delete. */
export function AddressCard({ address, onDelete, isDeleting }: Props) {
  const isDefault = address.default === 'default';
  return (
    <article className="card address-card" aria-label={t.cardLabel(address.name, address.address)}>
      <header className="address-card__head">
        <h3 className="card__title">{address.name}</h3>
        {isDefault && <span className="address-card__badge">{t.defaultBadge}</span>}
      </header>
      <dl className="address-card__facts">
        <div>
          <dt>{t.address}</dt>
          <dd>{address.address}</dd>
        </div>
        <div>
          <dt>{t.area}</dt>
          <dd>{address.address_area}</dd>
        </div>
        <div>
          <dt>{t.landmark}</dt>
          <dd>{address.landmark}</dd>
        </div>
        <div>
          <dt>{t.city}</dt>
          <dd>{address.city}</dd>
        </div>
        <div>
          <dt>{t.state}</dt>
          <dd>{address.state}</dd>
        </div>
        <div>
          <dt>{t.pincode}</dt>
          <dd>{address.pincode}</dd>
        </div>
        <div>
          <dt>{t.phone}</dt>
          <dd>{address.phone_number}</dd>
        </div>
      </dl>
      <button
        type="button"
        className="btn btn--danger address-card__delete"
        aria-label={t.deleteLabel(address.address)}
        aria-busy={isDeleting || undefined}
        disabled={isDeleting}
        onClick={() => onDelete(address)}
      >
        {t.delete}
      </button>
    </article>
  );
}
