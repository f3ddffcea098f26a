import type { OrderStatus } from '@kt/contract/orders/order-statuses';
import { useIssuePickupCode, usePickupCode } from '../api/pickup-code.ts';
import { pickupCodeTexts as texts } from '../texts.ts';
import '../pickup-completion.css';

type Props = { orderNumber: string; status: OrderStatus };

/**
 * On the customer's card of an Accepted order: the code they give the dealer at the door,
 * shown large. A code locked after too many wrong tries says so and offers a new one.
 */
export function PickupCodePanel({ orderNumber, status }: Props) {
  if (status !== 'Accepted') return null;
  return <AcceptedPickupCode orderNumber={orderNumber} />;
}

function AcceptedPickupCode({ orderNumber }: { orderNumber: string }) {
  const pickupCode = usePickupCode(orderNumber);
  const issue = useIssuePickupCode(orderNumber);

  if (pickupCode.isPending) {
    return (
      <div className="pickup-code" aria-busy="true">
        <p className="pickup-code__hint">{texts.loading}</p>
      </div>
    );
  }
  if (pickupCode.isError) {
    return (
      <div className="pickup-code" role="alert">
        <p className="pickup-code__hint">{texts.loadFailed}</p>
        <button type="button" className="btn btn--secondary pickup-code__button" onClick={() => void pickupCode.refetch()}>
          {texts.retry}
        </button>
      </div>
    );
  }

  const { code, locked } = pickupCode.data;
  return (
    <section className={`pickup-code${locked ? ' pickup-code--locked' : ''}`} aria-label={`${texts.heading}, order ${orderNumber}`}>
      <p className="pickup-code__label">{texts.heading}</p>
      {locked ? (
        <>
          <p className="pickup-code__locked" role="status">
            {texts.locked}
          </p>
          <button
            type="button"
            className="btn btn--primary pickup-code__button"
            disabled={issue.isPending}
            onClick={() => issue.mutate()}
          >
            {issue.isPending ? texts.issuing : texts.issueNew}
          </button>
          {issue.isError && (
            <p className="pickup-code__error" role="alert">
              {texts.issueFailed}
            </p>
          )}
        </>
      ) : (
        <>
          <p className="pickup-code__code" aria-live="polite">
            {code}
          </p>
          <p className="pickup-code__hint">{texts.hint}</p>
          {issue.isSuccess && <p className="pickup-code__hint">{texts.issued}</p>}
        </>
      )}
    </section>
  );
}
