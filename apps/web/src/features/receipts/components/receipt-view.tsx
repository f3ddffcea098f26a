import { useState } from 'react';
import { formatIndiaDateTime } from '@kt/contract/india-time';
import type { Receipt } from '@kt/contract/orders/receipts';
import { ScalePhoto } from '../../../components/scale-photo/scale-photo.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate, formatNumber, formatRupees } from '../../../lib/format.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { downloadReceiptPdf, useReceipt } from '../api/receipt-api.ts';
import { receiptTexts as t, unitName } from '../texts.ts';
import '../receipt.css';

type Props = { orderNumber: string };

/** /receipt/:orderNumber: the receipt of a completed order, printable, with its PDF to download. */
export function ReceiptView({ orderNumber }: Props) {
  const auth = useAuth();
  if (!auth) return null;
  return <ReceiptLoader orderNumber={orderNumber} accountId={auth.id} />;
}

function ReceiptLoader({ orderNumber, accountId }: Props & { accountId: number }) {
  const receipt = useReceipt(orderNumber, accountId);
  if (receipt.isPending) return <div className="skeleton receipt receipt--loading" aria-busy="true" aria-label={t.loading} />;
  if (receipt.isError) {
    const status = receipt.error instanceof ApiError ? receipt.error.status : 0;
    if (status === 404 || status === 403) return <p className="empty-state" role="alert">{t.notFound}</p>;
    if (status === 409) return <p className="empty-state" role="alert">{t.notCompleted}</p>;
    return <LoadError onRetry={() => void receipt.refetch()} />;
  }
  return <ReceiptSheet receipt={receipt.data} />;
}

/**
 * The receipt's seller as the contract's receiptSeller() words it ('Asha Sharma (KTC000007)', a
 * dealer who sold on with their type after it), the type in the page's language (issue 29).
 */
function sellerOf(seller: Receipt['customer']): string {
  const dealerType = t.sellerDealerTypes[seller.account_type];
  return `${seller.name} (${seller.kt_id})${dealerType ? `, ${dealerType}` : ''}`;
}

export function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const [isDownloading, setIsDownloading] = useState(false);
  async function download() {
    setIsDownloading(true);
    try {
      await downloadReceiptPdf(receipt.order_number);
    } catch {
      toast.error(t.downloadFailed);
    } finally {
      setIsDownloading(false);
    }
  }
  const method = t.methods[receipt.payment_method] ?? receipt.payment_method;
  return (
    <>
      <article className="receipt" aria-labelledby="receipt-title">
        <h2 id="receipt-title">{t.title(receipt.order_number)}</h2>
        <dl className="receipt__facts">
          <dt>{t.completedOn}</dt>
          <dd>{formatIndiaDateTime(new Date(receipt.completed_at))}</dd>
          <dt>{t.pickupSlot}</dt>
          <dd>
            {formatDate(receipt.pickup_date)}, {receipt.pickup_time}
          </dd>
          <dt>{t.seller}</dt>
          <dd>{sellerOf(receipt.customer)}</dd>
          <dt>{t.address}</dt>
          <dd>
            {receipt.customer.address} – {receipt.customer.pincode}
          </dd>
          <dt>{t.dealer}</dt>
          <dd>
            {receipt.dealer.name} ({receipt.dealer.kt_id}), {t.mobile} {receipt.dealer.mobile_number}
          </dd>
        </dl>
        <div className="receipt__table-wrap">
          <table className="receipt__table" aria-label={t.itemsLabel}>
            <thead>
              <tr>
                <th scope="col">{t.item}</th>
                <th scope="col" className="receipt__num">
                  {t.rate}
                </th>
                <th scope="col" className="receipt__num">
                  {t.weight}
                </th>
                <th scope="col" className="receipt__num">
                  {t.amount}
                </th>
              </tr>
            </thead>
            <tbody>
              {receipt.items.map((item, index) => (
                <tr key={`${index}-${item.subcategory_name}`}>
                  <td>
                    {item.subcategory_name}
                    {item.added_at_door && <span className="receipt__door">{t.addedAtDoor}</span>}
                  </td>
                  <td className="receipt__num">
                    {formatRupees(item.unit_price)}/{unitName(item.unit)}
                  </td>
                  <td className="receipt__num">
                    {formatNumber(item.weight_kg)} {unitName(item.unit)}
                  </td>
                  <td className="receipt__num">{formatRupees(item.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {receipt.adjustment_amount !== null && (
                <tr>
                  <th scope="row" colSpan={3}>
                    {t.adjustment}
                  </th>
                  <td className="receipt__num">{formatRupees(receipt.adjustment_amount)}</td>
                </tr>
              )}
              <tr>
                <th scope="row" colSpan={3}>
                  {t.total}
                </th>
                <td className="receipt__num">{formatRupees(receipt.total_amount)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        <dl className="receipt__facts">
          <dt>{t.payment}</dt>
          <dd>{method}</dd>
          {receipt.payment_reference && (
            <>
              <dt>{receipt.payment_method === 'upi' ? t.utr : t.reference}</dt>
              <dd data-testid="receipt-reference">{receipt.payment_reference}</dd>
            </>
          )}
          {receipt.commission_amount !== null && (
            <>
              <dt>{t.commission}</dt>
              <dd>{formatRupees(receipt.commission_amount)}</dd>
            </>
          )}
        </dl>
        {receipt.scale_photo && <ScalePhoto orderNumber={receipt.order_number} caption={t.scalePhoto} />}
        <p className="receipt__footer">{t.footer}</p>
      </article>
      <div className="receipt-actions">
        <button type="button" className="btn btn--primary" onClick={() => window.print()}>
          {t.print}
        </button>
        <button type="button" className="btn btn--secondary" disabled={isDownloading} onClick={() => void download()}>
          {isDownloading ? t.downloading : t.downloadPdf}
        </button>
      </div>
    </>
  );
}
