import { useId, type ReactNode } from 'react';
import type { InquiryEntry, ReachUsEntry, RatingEntry, ScheduleRequestEntry, ScheduleStatus } from '@kt/contract/marketplace/dealer-requests';
import { limits } from '@kt/contract/limits';
import { notGiven } from '@kt/contract/marketplace/rules';
import { formatPickupDate } from '@kt/contract/orders/pickup-dates';
import { StatusPill, type StatusTone } from '../../../components/ui/status-pill.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { formatSentAt } from '../format-sent.ts';
import { dealerRequestTexts as t } from '../texts.ts';
import '../dealer-requests.css';

const statusTones: Record<ScheduleStatus, StatusTone> = { New: 'warning', Done: 'success', Declined: 'neutral' };

/** A pickup request's status; the words carry the meaning, the colour helps. */
export function ScheduleStatusBadge({ status }: { status: ScheduleStatus }) {
  return <StatusPill tone={statusTones[status]}>{t.statuses[status]}</StatusPill>;
}

/** One fact of a card: its name above, its value below. */
function Fact({ term, children, isWide = false }: { term: string; children: ReactNode; isWide?: boolean }) {
  return (
    <div className={isWide ? 'request-card__fact--wide' : undefined}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function PhoneLink({ phone }: { phone: string }) {
  return <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>;
}

function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}

/** The slot a visitor chose: the date as Indian readers write it, the time exactly as sent; null when to be agreed. */
export function pickupSlot(entry: ScheduleRequestEntry): string | null {
  if (entry.select_date === null || entry.select_time === null) return null;
  return t.slot(formatPickupDate(entry.select_date), entry.select_time);
}

type ScheduleCardProps = { entry: ScheduleRequestEntry; actions?: ReactNode };

/** A pickup request from the marketplace page: the slot, who asked and where, and its status. */
export function ScheduleRequestCard({ entry, actions }: ScheduleCardProps) {
  const headingId = useId();
  const address = [entry.address, entry.pincode].filter(Boolean).join(' – ');
  const slot = pickupSlot(entry);
  return (
    <article className="card request-card" aria-labelledby={headingId}>
      <div className="card__head">
        <h2 id={headingId} className="card__title">
          {slot === null ? t.pickupToBeAgreed : t.pickupOn(slot)}
        </h2>
        <ScheduleStatusBadge status={entry.status} />
      </div>
      <dl className="request-card__facts">
        <Fact term={t.name}>{entry.name}</Fact>
        <Fact term={t.phone}>
          <PhoneLink phone={entry.phone_number} />
        </Fact>
        <Fact term={t.email} isWide>
          <EmailLink email={entry.email} />
        </Fact>
        <Fact term={t.address} isWide>
          {address}
        </Fact>
        <Fact term={t.stateCountry}>{entry.state_n_country}</Fact>
        <Fact term={t.sentOn}>{formatSentAt(entry.created_at)}</Fact>
      </dl>
      {actions && <div className="card__actions request-card__actions">{actions}</div>}
    </article>
  );
}

/** A message a visitor wrote from the marketplace page's reach-us form. */
export function ReachUsCard({ entry }: { entry: ReachUsEntry }) {
  const headingId = useId();
  return (
    <article className="card request-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        {t.messageFrom(entry.name)}
      </h2>
      {entry.subject && entry.subject !== notGiven && (
        <p className="request-card__subject">
          <strong>{t.subject}:</strong> {entry.subject}
        </p>
      )}
      <p className="request-card__text">{entry.message}</p>
      <dl className="request-card__facts">
        <Fact term={t.phone}>
          <PhoneLink phone={entry.phone_number} />
        </Fact>
        <Fact term={t.email}>
          <EmailLink email={entry.email} />
        </Fact>
        <Fact term={t.sentOn}>{formatSentAt(entry.created_at)}</Fact>
      </dl>
    </article>
  );
}

/** Five stars filled to the rating, for the eye only: the words say the rating. */
function Stars({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(1, rating / limits.ratingMax)) * 100;
  return (
    <span className="request-stars" aria-hidden="true">
      <span className="request-stars__fill" style={{ width: `${filled}%` }} />
    </span>
  );
}

/** A rating from the marketplace page: the stars as words ('4.5 out of 5'), the review, the date. */
export function RatingCard({ entry, replyForm }: { entry: RatingEntry; replyForm?: ReactNode }) {
  const headingId = useId();
  const hasReview = entry.rate_count.trim() !== '' && entry.rate_count !== notGiven;
  return (
    <article className="card request-card" aria-labelledby={headingId}>
      <div className="request-card__rating">
        <Stars rating={entry.rating} />
        <h2 id={headingId} className="card__title">
          {t.stars(formatNumber(entry.rating), limits.ratingMax)}
        </h2>
        {entry.verified_pickup && <StatusPill tone="success">{t.verifiedPickup}</StatusPill>}
      </div>
      <p className={hasReview ? 'request-card__text' : 'request-card__text request-card__text--none'}>
        {hasReview ? entry.rate_count : t.noReview}
      </p>
      <p className="request-card__date">
        {t.sentOn} {formatSentAt(entry.created_at)}
      </p>
      {entry.reply !== null ? (
        <div className="request-card__reply">
          <p className="request-card__reply-label">{t.yourReply}</p>
          <p className="request-card__text">{entry.reply}</p>
        </div>
      ) : (
        replyForm
      )}
    </article>
  );
}

/** An inquiry a customer sent from /sell/sellitem: the item, how much, a picture, who asks. */
export function InquiryCard({ entry }: { entry: InquiryEntry }) {
  const headingId = useId();
  return (
    <article className="card request-card" aria-labelledby={headingId}>
      <div className="request-card__item">
        {entry.itemPic && (
          <img
            className="card__picture"
            src={entry.itemPic}
            alt={t.itemPictureAlt(entry.itemName)}
            width="72"
            height="72"
            loading="lazy"
            decoding="async"
          />
        )}
        <div className="request-card__item-text">
          <h2 id={headingId} className="card__title">
            {entry.itemName}
          </h2>
          <p className="request-card__quantity">{t.kilograms(formatNumber(entry.quantity))}</p>
        </div>
      </div>
      {entry.description && <p className="request-card__text">{entry.description}</p>}
      <dl className="request-card__facts">
        <Fact term={t.name}>{entry.customer_name}</Fact>
        <Fact term={t.phone}>
          <PhoneLink phone={entry.phone} />
        </Fact>
        <Fact term={t.email} isWide>
          <EmailLink email={entry.email} />
        </Fact>
        <Fact term={t.sentOn}>{formatSentAt(entry.created_at)}</Fact>
      </dl>
    </article>
  );
}
