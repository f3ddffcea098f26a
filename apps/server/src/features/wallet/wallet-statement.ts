import { indiaMinute } from '@kt/contract/india-time';
import { add } from '@kt/contract/money';
import { csvByteOrderMark, csvRecord } from '../../platform/files/csv.ts';
import type { StatementRow } from './wallet.repo.ts';

/** The words of the statement file. */
const statementTexts = {
  headers: ['Order', 'Completed on (IST)', 'Seller', 'Payment method', 'Payment reference', 'Paid (Rs)', 'Commission (Rs)'],
  total: 'Total',
  orders: (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`,
} as const;

/** The month's completed orders as CSV (RFC 4180, UTF-8 with its mark), a header and a total record. */
export function statementCsv(rows: readonly StatementRow[]): string {
  const lines = rows.map((row) =>
    csvRecord([row.orderNumber, indiaMinute(row.completedAt), row.customerName, row.paymentMethod, row.paymentReference, row.paid, row.commission]),
  );
  const total = csvRecord([
    statementTexts.total,
    statementTexts.orders(rows.length),
    '',
    '',
    '',
    add(rows.map((row) => row.paid)),
    add(rows.map((row) => row.commission)),
  ]);
  return csvByteOrderMark + csvRecord(statementTexts.headers) + lines.join('') + total;
}
