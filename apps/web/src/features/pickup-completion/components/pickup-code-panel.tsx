import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import type { WeightsProposal } from '@kt/contract/orders/completion';
import type { OrderStatus } from '@kt/contract/orders/order-statuses';
import { ScalePhoto } from '../../../components/scale-photo/scale-photo.tsx';
import { formatNumber, formatRupees } from '../../../lib/format.ts';
import { useIssuePickupCode, usePickupCode } from '../api/pickup-code.ts';
import { pickupCodeTexts as texts, unitName } from '../texts.ts';
import '../pickup-completion.css';

type Props = { orderNumber: string; status: OrderStatus };

/**
 * On the customer's card of an Accepted order: the code they give the dealer at the door,
 * shown large. A code locked after too many wrong tries says so and offers a new one. Since
 * issue 28 the code shows only with the weights the dealer proposed (items, weights, rates, the
 * total, the scale's photo): giving it agrees to them. Until then the card says so and asks again
 * every few seconds; a change of the weights shows the new ones with the new code.
 */
export function PickupCodePanel({ orderNumber, status }: Props) {
  if (status !== 'Accepted') return null;
  return <AcceptedPickupCode orderNumber={orderNumber} />;
}

function AcceptedPickupCode({ orderNumber }: { orderNumber: string }) {
  const pickupCode = usePickupCode(orderNumber);
  const issue = useIssuePickupCode(orderNumber);
  // The first version of the weights this card showed: a later one is a change to check again.
  const [firstVersion, setFirstVersion] = useState<number | undefined>(undefined);
  const shownVersion = pickupCode.data?.proposal?.weights_version;
  if (shownVersion !== undefined && firstVersion === undefined) setFirstVersion(shownVersion);
  // 409: the order left Accepted meanwhile (completed at the door, or cancelled): the lists show what it is now.
  const queryClient = useQueryClient();
  const hasLeftAccepted = pickupCode.error instanceof ApiError && pickupCode.error.status === 409;
  useEffect(() => {
    if (hasLeftAccepted) void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'orders' && query.queryKey[1] !== 'pickup-code' });
  }, [hasLeftAccepted, queryClient]);

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

  const { code, locked, proposal } = pickupCode.data;
  if (!proposal) {
    return (
      <section className="pickup-code pickup-code--waiting" aria-label={texts.regionLabel(orderNumber)}>
        <p className="pickup-code__label">{texts.heading}</p>
        <p className="pickup-code__hint" role="status">
          {texts.waiting}
        </p>
      </section>
    );
  }
  const isChanged = firstVersion !== undefined && proposal.weights_version !== firstVersion;
  return (
    <section className={`pickup-code${locked ? ' pickup-code--locked' : ''}`} aria-label={texts.regionLabel(orderNumber)}>
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
          {isChanged && (
            <p className="pickup-code__changed" role="alert">
              {texts.changed}
            </p>
          )}
          <ProposedWeights proposal={proposal} orderNumber={orderNumber} />
          <p className="pickup-code__code" aria-live="polite" data-testid="pickup-code">
            {code}
          </p>
          <p className="pickup-code__hint">{texts.agreeHint}</p>
          {issue.isSuccess && <p className="pickup-code__hint">{texts.issued}</p>}
        </>
      )}
    </section>
  );
}

/** The weights the dealer proposed, as the customer checks them before giving the code. */
function ProposedWeights({ proposal, orderNumber }: { proposal: WeightsProposal; orderNumber: string }) {
  return (
    <div className="pickup-weights">
      <p className="pickup-code__label">{texts.weightsHeading}</p>
      <table className="pickup-weights__table" data-testid="proposed-weights">
        <thead>
          <tr>
            <th scope="col">{texts.item}</th>
            <th scope="col" className="pickup-weights__num">
              {texts.weight}
            </th>
            <th scope="col" className="pickup-weights__num">
              {texts.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {proposal.items.map((item) => (
            <tr key={item.subcategory_id}>
              <td>
                {item.subcategory_name}
                <span className="pickup-weights__rate">
                  {formatRupees(item.unit_price)}/{unitName(item.unit)}
                </span>
              </td>
              <td className="pickup-weights__num">
                {formatNumber(item.weight_kg)} {unitName(item.unit)}
              </td>
              <td className="pickup-weights__num">{formatRupees(item.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {texts.total}
            </th>
            <td className="pickup-weights__num" data-testid="proposed-total">
              {formatRupees(proposal.total_amount)}
            </td>
          </tr>
        </tfoot>
      </table>
      {proposal.scale_photo && <ScalePhoto orderNumber={orderNumber} caption={texts.scalePhoto} version={proposal.weights_version} />}
    </div>
  );
}
