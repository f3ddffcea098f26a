import { useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@kt/contract/messages';
import { paths } from '../../../lib/paths.ts';
import { Modal } from '../../../components/ui/dialog.tsx';
import { checkoutTexts as t } from '../texts.ts';

/** `sellPath`: where 'Sell again' goes (issue 28: a dealer's sell page in the dealer area). */
type Props = { orderNumber: string; onClose: () => void; sellPath?: string };

/** The modal of spec 2.5 after 'Check out': 'Thanks / Your pickup request is placed', and 'Sell again'. */
export function OrderPlacedModal({ orderNumber, onClose, sellPath = paths.sell }: Props) {
  const navigate = useNavigate();
  const titleId = useId();
  const bodyId = useId();
  const sellAgainRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal className="dialog" onClose={onClose} labelledBy={titleId} describedBy={bodyId} initialFocus={sellAgainRef}>
      <h2 id={titleId} className="dialog__title">
        {t.thanks}
      </h2>
      <div id={bodyId} className="dialog__body">
        <p className="dialog__text">{messages.orders.pickupPlaced}</p>
        <p className="order-placed__number">
          {t.orderNumber} <strong>{orderNumber}</strong>
        </p>
      </div>
      <div className="dialog__actions">
        <button ref={sellAgainRef} type="button" className="btn btn--confirm" onClick={() => void navigate(sellPath)}>
          {t.sellAgain}
        </button>
      </div>
    </Modal>
  );
}
