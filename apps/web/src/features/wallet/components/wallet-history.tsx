import { Link } from 'react-router';
import '../wallet.css';

type Props = { walletPath: string };

/**
 * Wallet history (spec 2.6, 2.7): always empty, since no money moves through the wallet. It says
 * what a transfer would show (spec 3 'Wallet history entry') without inventing sample rows.
 */
export function WalletHistory({ walletPath }: Props) {
  return (
    <div className="wallet">
      <div className="empty-state wallet__empty">
        <p className="wallet__empty-title">No transactions yet</p>
        <p>
          Each transfer will be listed here with its payment type, transaction id, who it was transferred to, their
          mobile no, the amount and the date.
        </p>
        <Link to={walletPath} className="btn btn--secondary">
          Back to wallet
        </Link>
      </div>
    </div>
  );
}
