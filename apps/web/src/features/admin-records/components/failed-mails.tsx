import { useId } from 'react';
import { failedMailsListMax, type FailedMail } from '@kt/contract/admin/messages';
import { messages } from '@kt/contract/messages';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { formatCount } from '@kt/contract/i18n/formats';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useFailedMails, useRetryFailedMail } from '../api/failed-mails.ts';
import { formatAt } from '../format.ts';
import { adminRecordsTexts } from '../texts.ts';
import '../admin-records.css';
import { RecordsSkeleton } from './records-skeleton.tsx';

const t = adminRecordsTexts.failedMails;

function FailedMailCard({ mail }: { mail: FailedMail }) {
  const titleId = useId();
  const retry = useRetryFailedMail();

  function sendAgain() {
    retry.mutate(mail.id, {
      onSuccess: (answer) => toast.success(localizeEnglish(answer.msg)),
      onError: (error) => toast.error(error instanceof ApiError ? localizeEnglish(error.message) : messages.general.loadFailed),
    });
  }

  return (
    <article className="admin-card" aria-labelledby={titleId}>
      <div className="admin-card__head">
        <h2 id={titleId} className="admin-card__title">
          {mail.subject}
        </h2>
        <p className="admin-card__meta">
          {t.failedAt}{' '}
          {mail.failed_at ? <time dateTime={mail.failed_at}>{formatAt(mail.failed_at)}</time> : t.unknownTime}
        </p>
      </div>
      <dl className="admin-card__fields">
        <dt>{t.to}</dt>
        <dd>{mail.to}</dd>
        <dt>{t.error}</dt>
        <dd className="failed-mail__error">{mail.error}</dd>
        <dt>{t.attempts}</dt>
        <dd>{formatCount(mail.attempts)}</dd>
        <dt>{t.queuedAt}</dt>
        <dd>
          <time dateTime={mail.created_at}>{formatAt(mail.created_at)}</time>
        </dd>
      </dl>
      <div className="admin-card__actions" aria-busy={retry.isPending}>
        <button
          type="button"
          className="btn btn--primary"
          disabled={retry.isPending}
          aria-label={t.sendAgainOf(mail.subject, mail.to)}
          onClick={sendAgain}
        >
          {retry.isPending ? t.sending : t.sendAgain}
        </button>
      </div>
    </article>
  );
}

/** Admin > Failed messages: mail that failed beyond its retries, each with a way to send it again. */
export function FailedMails() {
  const list = useFailedMails();
  let content;
  if (list.isPending) {
    content = <RecordsSkeleton label={t.loading} />;
  } else if (list.isLoadingError) {
    content = <LoadError onRetry={() => void list.refetch()} />;
  } else if (list.data.length === 0) {
    content = <p className="empty-state">{t.empty}</p>;
  } else {
    content = (
      <>
        <ul className="admin-list" aria-label={t.listLabel}>
          {list.data.map((mail) => (
            <li key={mail.id}>
              <FailedMailCard mail={mail} />
            </li>
          ))}
        </ul>
        {list.data.length >= failedMailsListMax && <p className="admin-card__meta">{t.newestOnly(list.data.length)}</p>}
      </>
    );
  }
  return (
    <div className="admin-page">
      <p className="lead">{t.lead}</p>
      {content}
    </div>
  );
}
