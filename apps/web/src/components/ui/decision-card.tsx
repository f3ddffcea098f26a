import { Fragment, useId, type ReactNode } from 'react';
import './decision-card.css';

/** One line of the card's facts: a term and its value. */
export type DecisionFact = { term: ReactNode; value: ReactNode };

export type Decision = {
  approveLabel: string;
  rejectLabel: string;
  /** Names of the buttons that say what they decide ('Reject Coconut shells'), when the card holds several. */
  approveAriaLabel?: string;
  rejectAriaLabel?: string;
  /** A decision is being sent: both buttons wait. */
  isBusy?: boolean;
  /** The approve button's text while an approval is sent. */
  approvingLabel?: string;
  isApproving?: boolean;
  onApprove: () => void;
  onReject: () => void;
};

type Props = {
  title: ReactNode;
  headingLevel?: 2 | 3;
  /** Beside the title: a status pill, or when the request came. */
  aside?: ReactNode;
  /** A picture beside the facts (a category request's). */
  picture?: { src: string; alt: string };
  /** Empty entries (a fact the item does not have) are left out. */
  facts: readonly (DecisionFact | false | null | undefined)[];
  /** More under the facts (the files of a document set). */
  children?: ReactNode;
  /** The approve and reject buttons; none once decided. */
  decision?: Decision | undefined;
  /** A dialog the card opens (the reason of a rejection). */
  dialog?: ReactNode;
};

/**
 * An item an admin approves or rejects (a pincode request, a category request, a dealer's
 * documents): its title, its facts, and the two buttons.
 */
export function DecisionCard({ title, headingLevel = 2, aside, picture, facts, children, decision, dialog }: Props) {
  const titleId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const heading = (
    <Heading id={titleId} className="admin-card__title">
      {title}
    </Heading>
  );
  const body = (
    <>
      {aside ? (
        <div className="admin-card__head">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      <dl className="admin-card__fields">
        {facts.map(
          (fact, index) =>
            fact && (
              <Fragment key={index}>
                <dt>{fact.term}</dt>
                <dd>{fact.value}</dd>
              </Fragment>
            ),
        )}
      </dl>
      {children}
    </>
  );
  return (
    <article className={picture ? 'admin-card decision-card--pictured' : 'admin-card'} aria-labelledby={titleId}>
      {picture ? (
        <>
          <img className="admin-card__picture" src={picture.src} alt={picture.alt} width="96" height="96" loading="lazy" decoding="async" />
          <div className="decision-card__body">{body}</div>
        </>
      ) : (
        body
      )}
      {decision && (
        <div className="admin-card__actions" aria-busy={decision.isBusy ?? false}>
          <button
            type="button"
            className="btn btn--primary"
            aria-label={decision.approveAriaLabel}
            disabled={decision.isBusy}
            onClick={decision.onApprove}
          >
            {decision.isApproving && decision.approvingLabel ? decision.approvingLabel : decision.approveLabel}
          </button>
          <button
            type="button"
            className="btn btn--secondary"
            aria-label={decision.rejectAriaLabel}
            disabled={decision.isBusy}
            onClick={decision.onReject}
          >
            {decision.rejectLabel}
          </button>
        </div>
      )}
      {dialog}
    </article>
  );
}
