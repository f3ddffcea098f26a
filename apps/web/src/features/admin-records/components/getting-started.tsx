import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { gettingStartedSteps, type GettingStarted as GettingStartedState } from '@kt/contract/admin/home';
import { messages } from '@kt/contract/messages';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useSendTestMail } from '../api/send-test-mail.ts';
import { adminRecordsTexts } from '../texts.ts';

const t = adminRecordsTexts.gettingStarted;

/** The development mailbox the server shows when it keeps mail instead of sending it. */
const devMailboxPath = '/dev/mailbox';

function Step({ title, isDone, children }: { title: string; isDone: boolean; children: ReactNode }) {
  const titleId = useId();
  const stepClass = isDone ? 'admin-card getting-started__step' : 'admin-card getting-started__step getting-started__step--todo';
  return (
    <li>
      <article className={stepClass} aria-labelledby={titleId}>
        <div className="admin-card__head">
          <h3 id={titleId} className="admin-card__title">
            {title}
          </h3>
          <StatusPill tone={isDone ? 'success' : 'neutral'}>{isDone ? t.done : t.toDo}</StatusPill>
        </div>
        {children}
      </article>
    </li>
  );
}

function MailStep({ mail, isDone }: { mail: GettingStartedState['mail']; isDone: boolean }) {
  const testMail = useSendTestMail();
  const where = mail.kind === 'smtp' ? t.mail.smtp : mail.dev_mailbox ? t.mail.devMailbox : t.mail.noServer;

  function send() {
    testMail.mutate(undefined, {
      onSuccess: (answer) => toast.success(localizeEnglish(answer.msg)),
      onError: (error) => toast.error(error instanceof ApiError ? localizeEnglish(error.message) : messages.general.loadFailed),
    });
  }

  return (
    <Step title={t.mail.title} isDone={isDone}>
      <p>{where}</p>
      <p>{mail.test_mail_sent ? t.mail.testSent : t.mail.testNotSent}</p>
      <div className="admin-card__actions" aria-busy={testMail.isPending}>
        <button type="button" className="btn btn--secondary" disabled={testMail.isPending} onClick={send}>
          {testMail.isPending ? t.mail.sending : t.mail.sendTest}
        </button>
        {mail.dev_mailbox ? (
          // The server's own page, outside the web app's routes.
          <a href={devMailboxPath} className="btn btn--secondary" target="_blank" rel="noreferrer">
            {t.mail.openMailbox}
          </a>
        ) : (
          <Link to={paths.adminMessages} className="btn btn--secondary">
            {t.mail.seeFailed}
          </Link>
        )}
      </div>
    </Step>
  );
}

/**
 * The admin home's getting-started list (issue "production-grade platform"): mail, the contact
 * details, the FAQ and team, the first dealer approved, each with the way to where it is done.
 * Shown by the home until every step is done.
 */
export function GettingStarted({ state }: { state: GettingStartedState }) {
  const headingId = useId();
  const steps = gettingStartedSteps(state);
  const missingSettings = [
    state.site_settings.contact_email ? null : t.siteSettings.contactEmail,
    state.site_settings.phone ? null : t.siteSettings.phone,
    state.site_settings.postal_address ? null : t.siteSettings.postalAddress,
  ].filter((item) => item !== null);
  const missingContent = [state.content.faq_items > 0 ? null : t.content.faq, state.content.team_members > 0 ? null : t.content.team].filter(
    (item) => item !== null,
  );

  return (
    <section aria-labelledby={headingId} className="admin-home__section getting-started">
      <h2 id={headingId}>{t.heading}</h2>
      <p>{t.lead}</p>
      <ol className="getting-started__steps">
        <MailStep mail={state.mail} isDone={steps.mail} />
        <Step title={t.siteSettings.title} isDone={steps.siteSettings}>
          <p>{steps.siteSettings ? t.siteSettings.done : t.missing(missingSettings)}</p>
          <p>
            <Link to={paths.adminSettings}>{t.siteSettings.link}</Link>
          </p>
        </Step>
        <Step title={t.content.title} isDone={steps.content}>
          <p>{steps.content ? t.content.done : t.missing(missingContent)}</p>
          <p>
            <Link to={paths.adminContent}>{t.content.link}</Link>
          </p>
        </Step>
        <Step title={t.dealer.title} isDone={steps.dealer}>
          <p>{steps.dealer ? t.dealer.done : t.dealer.missing}</p>
          <p>
            <Link to={paths.adminDocuments}>{t.dealer.link}</Link>
          </p>
        </Step>
      </ol>
    </section>
  );
}
