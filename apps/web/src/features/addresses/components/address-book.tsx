import { useId } from 'react';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import type { CustomerAddress } from '@kt/contract/addresses/address';
import { limits } from '@kt/contract/limits';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { messages } from '@kt/contract/messages';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { useAddressesByKtId } from '../api/get-addresses-by-kt-id.ts';
import { useCardsPerPage } from '../cards-per-page.ts';
import { AddAddressForm } from './add-address-form.tsx';
import { AddressCard } from './address-card.tsx';
import { PagedCarousel } from './paged-carousel.tsx';
import '../addresses.css';
import { addressBookTexts as t } from '../texts.ts';

/** /sell/user/address (spec 2.6): the caller's saved addresses in a carousel, Delete, and 'Add address'. */
export function AddressBook() {
  const auth = useAuth();
  // The area layout shows a way back to sign-in when the session is gone.
  if (!auth) return null;
  return <SignedInAddressBook auth={auth} />;
}

function SignedInAddressBook({ auth }: { auth: AuthRecord }) {
  const addresses = useAddressesByKtId(auth.KT_ID);
  const remove = useDeleteAddress();
  const listHeadingId = useId();
  const formHeadingId = useId();
  const deletingId = remove.isPending ? remove.variables : undefined;

  function deleteOne(address: CustomerAddress) {
    if (remove.isPending) return;
    remove.mutate(address.id, {
      onSuccess: () => toast.success(messages.address.deleted),
      onError: (error) => toast.error(error instanceof ApiError ? localizeEnglish(error.message) : messages.general.loadFailed),
    });
  }

  function goToForm() {
    const heading = document.getElementById(formHeadingId);
    heading?.scrollIntoView?.({ block: 'start' });
    heading?.parentElement?.querySelector('input')?.focus();
  }

  const list = addresses.data;
  return (
    <div className="address-book">
      <section aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} className="address-book__title">
          {t.savedAddresses}
          {list && <span className="address-book__count">{t.countOf(list.length, limits.addressesMax)}</span>}
        </h2>
        {addresses.isPending ? (
          <AddressSkeleton />
        ) : addresses.isError ? (
          <LoadError onRetry={() => void addresses.refetch()} />
        ) : list && list.length > 0 ? (
          <PagedCarousel
            label={t.savedAddresses}
            items={list}
            itemKey={(address) => address.id}
            renderItem={(address) => (
              <AddressCard address={address} onDelete={deleteOne} isDeleting={deletingId === address.id} />
            )}
          />
        ) : (
          <div className="empty-state">
            <p>{t.noneYet}</p>
            <button type="button" className="btn btn--primary" onClick={goToForm}>
              {t.addFirst}
            </button>
          </div>
        )}
      </section>
      <section className="form-card address-book__form" aria-labelledby={formHeadingId}>
        <h2 id={formHeadingId} className="address-book__title">
          {t.addAddress}
        </h2>
        <AddAddressForm userId={auth.id} savedCount={list?.length} headingId={formHeadingId} />
      </section>
    </div>
  );
}

function AddressSkeleton() {
  const perPage = useCardsPerPage();
  return (
    <ul
      className="paged-carousel__page"
      style={{ gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))` }}
      aria-busy="true"
      aria-label={t.loading}
    >
      {Array.from({ length: perPage }, (_, index) => (
        <li key={index} className="card address-card address-card--skeleton skeleton" />
      ))}
    </ul>
  );
}
