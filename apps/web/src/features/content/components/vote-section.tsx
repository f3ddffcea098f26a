import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { voteStatuses } from '@kt/contract/limits';
import { formatCount } from '@kt/contract/i18n/formats';
import { messages } from '@kt/contract/messages';
import { useMessageDialog } from '../../../components/ui/dialog.tsx';
import { useVoteTally, voteTallyKey } from '../api/get-vote-tally.ts';
import { postVote, type VoteStatus } from '../api/post-vote.ts';
import { withTwins } from '../../../lib/languages/twins.ts';
import { contentTexts } from '../texts.ts';

// The modal carries zod, so it stays out of the About page's first load.
const loadSuggestionModal = withTwins(() =>
  import('./suggestion-modal.tsx').then((module) => ({ default: module.SuggestionModal })),
);
const SuggestionModal = lazy(loadSuggestionModal);

/**
 * 'Your Vote is Valuable' (spec 2.2): the poll, its tally, and the suggestion modal. Spec 4 opens
 * the modal as the vote goes out, so the answer's dialog lands on top of it; we show the answer
 * first and open the modal once it is closed (issue 28). A new vote updates the tally from the
 * server's answer.
 */
export function VoteSection() {
  const queryClient = useQueryClient();
  const tally = useVoteTally();
  const t = contentTexts.vote;
  const { dialog, showMessage } = useMessageDialog(t.title);
  const [isSuggestionOpen, setIsSuggestionOpen] = useState(false);
  const [isVoting, setIsVoting] = useState(false);

  async function vote(status: VoteStatus) {
    if (isVoting) return;
    setIsVoting(true);
    const openSuggestion = () => setIsSuggestionOpen(true);
    // The modal's code loads meanwhile, so it opens at once when the answer's dialog is closed.
    void loadSuggestionModal().catch(() => undefined);
    try {
      const outcome = await postVote(status);
      if (outcome.kind === 'counted') {
        queryClient.setQueryData(voteTallyKey, outcome.tally);
        showMessage(messages.publicForms.voteThanks, openSuggestion);
      } else {
        showMessage(outcome.text, openSuggestion);
      }
    } catch {
      showMessage(messages.publicForms.voteFailed, openSuggestion);
    } finally {
      setIsVoting(false);
    }
  }

  const counts = tally.data;
  return (
    <section className="section section--tinted" aria-labelledby="vote-title">
      <div className="container vote">
        <h2 id="vote-title">{t.title}</h2>
        <p className="vote__question" id="vote-question">
          {t.question}
        </p>
        <div className="actions vote__buttons" role="group" aria-labelledby="vote-question">
          {voteStatuses.map((status) => (
            <button
              key={status}
              type="button"
              className={status === 'Yes' ? 'btn btn--primary' : 'btn btn--secondary'}
              disabled={isVoting}
              onPointerEnter={() => void loadSuggestionModal().catch(() => undefined)}
              onClick={() => void vote(status)}
            >
              {status === 'Yes' ? t.yes : t.no}
            </button>
          ))}
        </div>
        {counts && (
          <dl className="vote__tally">
            <div>
              <dt>{t.yes}</dt>
              <dd>{formatCount(counts.yes_count)}</dd>
            </div>
            <div>
              <dt>{t.no}</dt>
              <dd>{formatCount(counts.no_count)}</dd>
            </div>
            <div>
              <dt>{t.total}</dt>
              <dd>{formatCount(counts.yes_count + counts.no_count)}</dd>
            </div>
          </dl>
        )}
      </div>
      {isSuggestionOpen && (
        <Suspense fallback={null}>
          <SuggestionModal onClose={() => setIsSuggestionOpen(false)} />
        </Suspense>
      )}
      {dialog}
    </section>
  );
}
