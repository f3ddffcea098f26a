import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { Category } from '@kt/contract/catalog/category-list';
import { messages } from '@kt/contract/messages';
import { toast } from '../../components/ui/toast.tsx';
import { site } from '../../config/site.ts';
import { CategoryGrid } from '../../features/catalog/components/category-grid.tsx';
import { browserStorage } from '../../lib/browser-storage.ts';
import { paths } from '../paths.ts';

// Below the grid and not needed for the first paint: its own chunk, loaded after the page.
const HappyCustomers = lazy(() => import('../../features/content/components/testimonial-carousel.tsx'));

/** /sell: choose what to sell. A pincode must be chosen first (spec 2.3). */
export function SellHome() {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = `Sell your scrap – ${site.name}`;
  }, []);

  function choose(category: Category) {
    if (!browserStorage.getPincode()) {
      toast.error(messages.general.enterPincode);
      return;
    }
    browserStorage.setSellItem(category.name.toLowerCase());
    void navigate(paths.sellItem);
  }

  return (
    <section id="sellyourscrap" className="page container">
      <h1>Sell your scrap</h1>
      <p className="lead">Choose what you want to sell. Dealers near you pay by weight, in Rs per kg.</p>
      <CategoryGrid onChoose={choose} />
      <Suspense fallback={null}>
        <HappyCustomers />
      </Suspense>
    </section>
  );
}

export { SellHome as Component };
