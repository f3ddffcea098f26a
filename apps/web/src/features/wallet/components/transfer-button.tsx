import { messages } from '@kt/contract/messages';
import { toast } from '../../../components/ui/toast.tsx';
import { walletTexts } from '../texts.ts';

/**
 * The spec's 'Transfer Amount': it always says the service is not available (no payout provider
 * exists), so the mock transfer steps behind it are never reached and are not built.
 */
export function TransferButton() {
  return (
    <button type="button" className="btn btn--primary" onClick={() => toast.info(messages.general.notAvailable)}>
      {walletTexts.transfer}
    </button>
  );
}
