import { useId } from 'react';
import { Link } from 'react-router';
import type { SetupStatus } from '@kt/contract/dealer-settings/setup-status';
import { StatusPill, type StatusTone } from '../../../../components/ui/status-pill.tsx';
import { paths } from '../../../../lib/paths.ts';
import { useAuth } from '../../../../lib/use-auth.ts';
import { useSetupStatus } from '../api/get-setup-status.ts';
import { hubTexts } from '../hub-texts.ts';
import '../hub.css';

type Progress = { tone: StatusTone; text: string };
type Step = { to: string; title: string; description: string; progress?: (status: SetupStatus) => Progress };

function documentsProgress({ documents }: SetupStatus): Progress {
  if (documents === 'Verified') return { tone: 'success', text: hubTexts.done };
  if (documents === 'Awaiting review') return { tone: 'warning', text: hubTexts.awaitingReview };
  if (documents === 'Rejected') return { tone: 'danger', text: hubTexts.rejected };
  return { tone: 'danger', text: hubTexts.todo };
}

function countProgress(n: number, doneText: (n: number) => string): Progress {
  return n > 0 ? { tone: 'success', text: doneText(n) } : { tone: 'danger', text: hubTexts.todo };
}

/**
 * The five links of spec 2.7, in its order and words (the first three show how far the dealer is), then ours.
 * Made when drawn: the catalogue answers in the page's language (issue 29).
 */
function steps(): readonly Step[] {
  const { titles, descriptions } = hubTexts;
  return [
    { to: paths.dealerDocuments, title: titles.documents, description: descriptions.documents, progress: documentsProgress },
    {
      to: paths.dealerAddArea,
      title: titles.areas,
      description: descriptions.areas,
      progress: (status) => countProgress(status.areas, hubTexts.areasDone),
    },
    {
      to: paths.dealerSetPrice,
      title: titles.prices,
      description: descriptions.prices,
      progress: (status) => countProgress(status.prices, hubTexts.pricesDone),
    },
    { to: paths.dealerRequestCategory, title: titles.category, description: descriptions.category },
    { to: paths.dealerAddEmployee, title: titles.employee, description: descriptions.employee },
    // Ours, after the spec's five: what the dealer shows in the carousel of their marketplace page.
    { to: paths.dealerInitiatives, title: hubTexts.initiativesTitle, description: descriptions.initiatives },
  ];
}

/** /dealer/settings (spec 2.7, 'Complete Your Profile'): the links to the dealer's business pages. */
export function SettingsHub() {
  const auth = useAuth();
  // The area layout sends a signed-out visitor to /signin.
  if (!auth) return null;
  return <SettingsLinks dealerId={auth.id} />;
}

function SettingsLinks({ dealerId }: { dealerId: number }) {
  // A failed status only hides the progress: the links are what the page is for.
  const { data: status } = useSetupStatus(dealerId);
  return (
    <div className="setup">
      {/* Its place is kept while the status loads, so the links below do not move when it arrives. */}
      <p className={status?.ready ? 'setup__status notice' : 'setup__status setup__todo'}>{status && (status.ready ? hubTexts.ready : hubTexts.notReady)}</p>
      <ul className="stack-list setup__list">
        {steps().map((step) => (
          <SetupStep key={step.to} step={step} progress={status && step.progress?.(status)} />
        ))}
      </ul>
    </div>
  );
}

function SetupStep({ step, progress }: { step: Step; progress: Progress | undefined }) {
  const detailsId = useId();
  return (
    <li className="card setup__step">
      {/* The link keeps the spec's title as its name; the whole card is its tap target (see the CSS). */}
      <Link to={step.to} className="setup__link" aria-describedby={detailsId}>
        {step.title}
      </Link>
      <span id={detailsId} className="setup__details">
        <span className="setup__description">{step.description}</span>
        {progress && <StatusPill tone={progress.tone}>{progress.text}</StatusPill>}
      </span>
      <span className="setup__chevron" aria-hidden="true">
        ›
      </span>
    </li>
  );
}
