import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { AdminUserDetail, AdminUserOrder } from '@kt/contract/admin/users';
import { messages } from '@kt/contract/messages';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ShowMore } from '../../../components/ui/show-more.tsx';
import { StatusPill, type StatusTone } from '../../../components/ui/status-pill.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate, formatDayInIndia, formatRupees } from '../../../lib/format.ts';
import { adminUserPath, paths } from '../../../lib/paths.ts';
import { useSetUserActive, useUser, useUserOrders } from '../api/users.ts';
import { adminDealerTexts } from '../texts.ts';
import '../admin-dealers.css';

const t = adminDealerTexts.user;
const errorText = (error: unknown) => (error instanceof ApiError ? localizeEnglish(error.message) : messages.general.loadFailed);

/** /admin/users/{id}: the account, what its kind has, the switch off or on, and its orders. */
export function UserDetail({ id }: { id: number }) {
  const user = useUser(id);
  let content;
  if (user.isPending) {
    content = (
      <div aria-busy="true">
        <span className="visually-hidden">{t.loading}</span>
        <span className="admin-dealers__skeleton skeleton" />
      </div>
    );
  } else if (user.isError) {
    content =
      user.error instanceof ApiError && (user.error.status === 404 || user.error.status === 400) ? (
        <p className="empty-state">{t.notFound}</p>
      ) : (
        <LoadError onRetry={() => void user.refetch()} />
      );
  } else {
    content = (
      <>
        <UserCard user={user.data} />
        <UserOrders id={id} />
      </>
    );
  }
  return (
    <div className="admin-page">
      <Link className="text-link admin-dealers__back" to={paths.adminUsers}>
        {t.back}
      </Link>
      {content}
    </div>
  );
}

function UserCard({ user }: { user: AdminUserDetail }) {
  const nameId = useId();
  const kinds = adminDealerTexts.users.kinds;
  return (
    <section className="admin-card" aria-labelledby={nameId}>
      <div className="admin-card__head">
        <h2 id={nameId} className="admin-card__title">
          {user.username}
        </h2>
        <StatusPill tone={user.is_active ? 'success' : 'danger'}>
          {user.is_active ? adminDealerTexts.users.active : adminDealerTexts.users.inactive}
        </StatusPill>
      </div>
      <dl className="admin-card__fields">
        <dt>{adminDealerTexts.common.ktId}</dt>
        <dd>{user.KT_ID}</dd>
        <dt>{adminDealerTexts.common.email}</dt>
        <dd>{user.email}</dd>
        <dt>{adminDealerTexts.users.mobile}</dt>
        <dd>{user.mobile_number || adminDealerTexts.users.none}</dd>
        <dt>{t.category}</dt>
        <dd>{kinds[user.account_category]}</dd>
        <dt>{t.accountType}</dt>
        <dd>{localizeEnglish(user.account_type)}</dd>
        <dt>{t.verified}</dt>
        <dd>{user.is_verified ? t.yes : t.no}</dd>
        <dt>{adminDealerTexts.users.joined}</dt>
        <dd>{formatDayInIndia(user.created_at)}</dd>
        {user.dealer && (
          <>
            <dt>{t.areas}</dt>
            <dd>{user.dealer.areas}</dd>
            <dt>{t.upheldDisputes}</dt>
            <dd>{user.dealer.upheld_disputes}</dd>
            <dt>{t.noShows}</dt>
            <dd>{user.dealer.no_shows}</dd>
            <dt>{t.documents}</dt>
            <dd>{localizeEnglish(user.dealer.documents_status)}</dd>
            {user.dealer.documents_reason && (
              <>
                <dt>{t.documentsReason}</dt>
                <dd>{user.dealer.documents_reason}</dd>
              </>
            )}
          </>
        )}
        {user.customer && (
          <>
            <dt>{t.addresses}</dt>
            <dd>{user.customer.addresses}</dd>
          </>
        )}
        {user.employer && (
          <>
            <dt>{t.employer}</dt>
            <dd>
              <Link to={adminUserPath(user.employer.id)}>
                {user.employer.username} ({user.employer.KT_ID})
              </Link>
            </dd>
          </>
        )}
      </dl>
      {user.account_category === 'admin' ? <p className="admin-card__meta">{t.adminAccount}</p> : <ActivationSwitch user={user} />}
    </section>
  );
}

/** Deactivate or Reactivate, asked once more in a dialog: it ends the owner's sessions and hides a dealer. */
function ActivationSwitch({ user }: { user: AdminUserDetail }) {
  const [isAsking, setIsAsking] = useState(false);
  const change = useSetUserActive();
  const turnOn = !user.is_active;

  function confirm() {
    change.mutate(
      { id: user.id, isActive: turnOn },
      {
        onSuccess: (entry) => {
          setIsAsking(false);
          toast.success(entry.is_active ? t.reactivated(entry.username) : t.deactivated(entry.username));
        },
        onError: (error) => {
          setIsAsking(false);
          toast.error(errorText(error));
        },
      },
    );
  }

  return (
    <div className="admin-card__actions">
      <button type="button" className={turnOn ? 'btn btn--primary' : 'btn btn--secondary'} onClick={() => setIsAsking(true)}>
        {turnOn ? t.reactivate : t.deactivate}
      </button>
      {isAsking && (
        <ConfirmModal
          title={turnOn ? t.reactivateTitle(user.username) : t.deactivateTitle(user.username)}
          keepLabel={t.keep}
          confirmLabel={turnOn ? t.reactivateConfirm : t.deactivateConfirm}
          busyLabel={t.switching}
          isBusy={change.isPending}
          onConfirm={confirm}
          onClose={() => setIsAsking(false)}
        >
          <p className="dialog__text">{turnOn ? t.reactivateText : t.deactivateText}</p>
        </ConfirmModal>
      )}
    </div>
  );
}

function UserOrders({ id }: { id: number }) {
  const headingId = useId();
  const list = useUserOrders(id);
  let content;
  if (list.isPending) {
    content = (
      <div aria-busy="true">
        <span className="visually-hidden">{t.ordersLoading}</span>
        <span className="admin-dealers__skeleton skeleton" />
      </div>
    );
  } else if (list.isLoadingError) {
    content = <LoadError onRetry={() => void list.refetch()} />;
  } else if (list.data.length === 0) {
    content = <p className="empty-state">{t.ordersEmpty}</p>;
  } else {
    content = (
      <>
        <ul className="admin-list" aria-labelledby={headingId}>
          {list.data.map((order) => (
            <li key={order.order_number}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
        <ShowMore list={list} label={adminDealerTexts.common.showMore} busyLabel={adminDealerTexts.common.loadingMore} />
      </>
    );
  }
  return (
    <section className="admin-dealers__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.orders}</h2>
      {content}
    </section>
  );
}

// The tones of the order cards: waiting on the dealer, under way, done, cancelled by either side.
const orderTones: Record<AdminUserOrder['status'], StatusTone> = {
  New: 'warning',
  Accepted: 'info',
  Completed: 'success',
  'Cancelled by Dealer': 'danger',
  'Cancelled by Customer': 'danger',
};

function OrderCard({ order }: { order: AdminUserOrder }) {
  const titleId = useId();
  return (
    <article className="admin-card" aria-labelledby={titleId}>
      <div className="admin-card__head">
        <h3 id={titleId} className="admin-card__title">
          {order.order_number}
        </h3>
        <StatusPill tone={orderTones[order.status]}>{localizeEnglish(order.status)}</StatusPill>
      </div>
      <dl className="admin-card__fields">
        <dt>{t.orderDate}</dt>
        <dd>{formatDayInIndia(order.created_at)}</dd>
        <dt>{order.role === 'customer' ? t.orderDealer : t.orderCustomer}</dt>
        <dd>
          <Link to={adminUserPath(order.other_party.id)}>
            {order.other_party.username} ({order.other_party.KT_ID})
          </Link>
        </dd>
        <dt>{t.orderPickup}</dt>
        <dd>{formatDate(order.pickup_date)}</dd>
        <dt>{t.orderPincode}</dt>
        <dd>{order.pincode}</dd>
        <dt>{t.orderItems}</dt>
        <dd>{order.total_items}</dd>
        <dt>{t.orderAmount}</dt>
        <dd>{formatRupees(order.total_amount)}</dd>
      </dl>
    </article>
  );
}
