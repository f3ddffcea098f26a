import { useId, useState, type ReactNode } from 'react';
import type { ApplicationEntry, SubmissionEntry } from '@kt/contract/admin/submissions';
import { messages } from '@kt/contract/messages';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { toast } from '../../../components/ui/toast.tsx';
import { formatDate } from '../../../lib/format.ts';
import { downloadWithToken } from '../../../lib/download-with-token.ts';
import { cvFileName } from '../api/export-submissions.ts';
import { formatAt } from '../format.ts';
import { adminRecordsTexts } from '../texts.ts';

const t = adminRecordsTexts.submissions;

/** One fact of a card; an empty value shows as a dash. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children === null || children === undefined || children === '' ? t.notGiven : children}</dd>
    </>
  );
}

function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}

function PhoneLink({ phone }: { phone: string | null }) {
  return phone ? <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a> : null;
}

/** The dealer a marketplace form went to: name and KT id. */
function dealerName(dealer: { KT_ID: string; username: string }): string {
  return `${dealer.username} (${dealer.KT_ID})`;
}

/** 'Download CV': the PDF fetched with the admin's token and saved under the applicant's name. */
function CvButton({ entry, describedBy }: { entry: ApplicationEntry; describedBy: string }) {
  const [isBusy, setIsBusy] = useState(false);
  const { cv } = entry;
  if (!cv) return <span className="admin-card__meta">{t.noCv}</span>;
  async function download(url: string) {
    setIsBusy(true);
    try {
      await downloadWithToken(url, cvFileName(entry.name, entry.id));
    } catch {
      toast.error(adminRecordsTexts.downloadFailed);
    } finally {
      setIsBusy(false);
    }
  }
  return (
    <button type="button" className="btn btn--secondary" aria-describedby={describedBy} disabled={isBusy} onClick={() => void download(cv)}>
      {isBusy ? t.downloadingCv : t.downloadCv}
    </button>
  );
}

function titleOf(entry: SubmissionEntry): string {
  switch (entry.kind) {
    case 'rating':
      return t.ratingOf(dealerName(entry.dealer));
    case 'schedule':
      return t.pickupFor(entry.name, dealerName(entry.dealer));
    case 'reach_us':
      return t.messageTo(entry.name, dealerName(entry.dealer));
    default:
      return entry.name;
  }
}

function facts(entry: SubmissionEntry): ReactNode {
  switch (entry.kind) {
    case 'suggestion':
      return (
        <>
          <Fact term={t.email}>
            <EmailLink email={entry.email} />
          </Fact>
          <Fact term={t.phone}>
            <PhoneLink phone={entry.phone} />
          </Fact>
          <Fact term={t.message}>{entry.message}</Fact>
        </>
      );
    case 'intern':
    case 'mentor':
    case 'investor':
      return (
        <>
          <Fact term={t.email}>
            <EmailLink email={entry.email} />
          </Fact>
          <Fact term={t.phone}>
            <PhoneLink phone={entry.phone} />
          </Fact>
          <Fact term={t.linkedin}>
            {entry.linkedin_id &&
              (/^https?:\/\//i.test(entry.linkedin_id) ? (
                <a href={entry.linkedin_id} target="_blank" rel="noopener noreferrer nofollow">
                  {entry.linkedin_id}
                </a>
              ) : (
                entry.linkedin_id
              ))}
          </Fact>
          {entry.kind !== 'investor' && <Fact term={t.domain}>{entry.domain}</Fact>}
        </>
      );
    case 'contact':
      return (
        <>
          <Fact term={t.email}>
            <EmailLink email={entry.email} />
          </Fact>
          <Fact term={t.subject}>{entry.subject}</Fact>
          <Fact term={t.message}>{entry.message}</Fact>
        </>
      );
    case 'schedule':
      return (
        <>
          <Fact term={t.pickup}>
            {entry.select_date === null || entry.select_time === null
              ? messages.marketplaceArea.scheduleWhenToBeAgreed
              : t.slot(formatDate(entry.select_date), entry.select_time)}
          </Fact>
          <Fact term={t.email}>
            <EmailLink email={entry.email} />
          </Fact>
          <Fact term={t.phone}>
            <PhoneLink phone={entry.phone} />
          </Fact>
          <Fact term={t.address}>{[entry.address, entry.state_n_country, entry.pincode].filter(Boolean).join(', ')}</Fact>
          <Fact term={t.status}>{localizeEnglish(entry.status)}</Fact>
        </>
      );
    case 'rating':
      return (
        <>
          <Fact term={t.rating}>{t.stars(entry.rating)}</Fact>
          <Fact term={t.review}>{entry.review ?? t.noReview}</Fact>
        </>
      );
    case 'reach_us':
      return (
        <>
          <Fact term={t.email}>
            <EmailLink email={entry.email} />
          </Fact>
          <Fact term={t.phone}>
            <PhoneLink phone={entry.phone} />
          </Fact>
          <Fact term={t.subject}>{entry.subject}</Fact>
          <Fact term={t.message}>{entry.message}</Fact>
        </>
      );
  }
}

/** One submission as a card: who (and to which dealer), when, what they sent; an application's CV to download. */
export function SubmissionCard({ entry }: { entry: SubmissionEntry }) {
  const headingId = useId();
  return (
    <article className="admin-card submission-card" aria-labelledby={headingId}>
      <div className="admin-card__head">
        <h2 id={headingId} className="admin-card__title">
          {titleOf(entry)}
        </h2>
        <p className="admin-card__meta">
          <span className="visually-hidden">{t.sentAt} </span>
          <time dateTime={entry.created_at}>{formatAt(entry.created_at)}</time>
        </p>
      </div>
      <dl className="admin-card__fields">{facts(entry)}</dl>
      {(entry.kind === 'intern' || entry.kind === 'mentor') && (
        <div className="admin-card__actions">
          <CvButton entry={entry} describedBy={headingId} />
        </div>
      )}
    </article>
  );
}
