import { useCategories } from '../../features/catalog/api/get-categories.ts';
import { SellItemPage } from '../../features/selling/components/sell-item-page.tsx';
import { useContinueAsGuest } from '../../lib/use-auth.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { pageTitles } from '../page-titles.ts';

/** /sell/sellitem: prices and dealers of the chosen area (spec 2.3). */
export function SellItem() {
  useDocumentTitle(pageTitles.sellItem);
  useContinueAsGuest();
  // The category filter lists the server's categories (issue 28); the server renders them in.
  const categories = useCategories();
  return <SellItemPage categories={categories.data} />;
}

export { SellItem as Component };
