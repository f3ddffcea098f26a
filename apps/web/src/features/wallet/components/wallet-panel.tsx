import { Link } from 'react-router';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { toast } from '../../../components/ui/toast.tsx';
import { formatRupees } from '../../../lib/format.ts';
import '../wallet.css';

type Props = { historyPath: string };

/**
 * The wallet of a customer or dealer (spec 2.6, 2.7): the balance, fixed at ₹0, and a
 * 'Transfer Amount' button that always says the service is not available (so the spec's mock
 * transfer steps behind it are never reached, and are not built).
 */
export function WalletPanel({ historyPath }: Props) {
  return (
    <div className="wallet">
      <div className="wallet__card">
        <h2 className="wallet__label">Wallet balance</h2>
        <p className="wallet__balance">{formatRupees(limits.walletBalance)}</p>
        <button type="button" className="btn btn--primary" onClick={() => toast.info(messages.general.notAvailable)}>
          Transfer Amount
        </button>
      </div>
      <Link to={historyPath} className="btn btn--secondary wallet__history-link">
        Wallet history
      </Link>
    </div>
  );
}
