import { AreaPage } from './accounts/form-page.tsx';

/** Placeholder: filled by issue 16's work on this page. */
export function ReceiptPage() {
  return <AreaPage title="Receipt">{null}</AreaPage>;
}

export { ReceiptPage as Component };
