import { SellItemPage } from '../../features/selling/components/sell-item-page.tsx';
import { useContinueAsGuest } from '../../lib/use-auth.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /sell/sellitem: prices and dealers of the chosen area (spec 2.3). */
export function SellItem() {
  useDocumentTitle('Sell Item');
  useContinueAsGuest();
  return <SellItemPage />;
}

export { SellItem as Component };
