import { messages } from '@kt/contract/messages';
import { uiTexts } from './texts.ts';

/** What a list or panel shows when its data could not be loaded: the message and a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="empty-state" role="alert">
      <p>{messages.general.loadFailed}</p>
      <button type="button" className="btn btn--secondary" onClick={onRetry}>
        {uiTexts.tryAgain}
      </button>
    </div>
  );
}
