import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Category } from '@kt/contract/catalog/category-list';
import { messages } from '@kt/contract/messages';
import { toast } from '../../components/ui/toast.tsx';
import { site } from '../../config/site.ts';
import { CategoryGrid } from '../../features/catalog/components/category-grid.tsx';
import { ChooseAreaPrompt } from '../../features/selling/components/choose-area-prompt.tsx';
import { AreaPincodeLine, SellTopBar, seesSellTopBar } from '../../features/selling/components/sell-top-bar.tsx';
import { useCategorySearch } from '../../features/selling/components/use-category-search.ts';
import { usePincodeModal } from '../../features/selling/components/use-pincode-modal.tsx';
import { browserStorage } from '../../lib/browser-storage.ts';
import { withTwins } from '../../lib/languages/twins.ts';
import { usePincode } from '../../lib/cart-store.ts';
import { useAuth, useContinueAsGuest } from '../../lib/use-auth.ts';
import { paths } from '../../lib/paths.ts';
import { pageTitles } from '../page-titles.ts';
import { publicPagesTexts } from './public-pages-texts.ts';

// Below the grid and not needed for the first paint: its own chunk, loaded after the page.
const HappyCustomers = lazy(withTwins(() => import('../../features/content/components/testimonial-carousel.tsx')));

/** /sell: choose what to sell. A pincode must be chosen first (spec 2.3). */
export function SellHome() {
  const navigate = useNavigate();
  const auth = useAuth();
  useContinueAsGuest();
  const pincode = usePincode();
  const [search, setSearch] = useState('');
  const categorySearch = useCategorySearch(search);
  const { openPincodeModal, pincodeModal } = usePincodeModal();
  useEffect(() => {
    document.title = `${pageTitles.sellYourScrap} – ${site.name}`;
  }, []);

  function choose(category: Category) {
    if (!browserStorage.getPincode()) {
      toast.error(messages.general.enterPincode);
      openPincodeModal();
      return;
    }
    browserStorage.setSellItem(category.name.toLowerCase());
    void navigate(paths.sellItem);
  }

  const hasTopBar = seesSellTopBar(auth);
  return (
    <section id="sellyourscrap" className="page container">
      <SellTopBar
        search={search}
        onSearchChange={setSearch}
        searchLabel={publicPagesTexts.sell.searchLabel}
        onChangePincode={openPincodeModal}
      />
      <h1>{pageTitles.sellYourScrap}</h1>
      <p className="lead">{publicPagesTexts.sell.lead}</p>
      {!pincode ? (
        <ChooseAreaPrompt onChoose={openPincodeModal} />
      ) : (
        !hasTopBar && <AreaPincodeLine pincode={pincode} onChange={openPincodeModal} />
      )}
      <CategoryGrid
        onChoose={choose}
        filter={categorySearch.filter}
        {...(categorySearch.isLoadingItems ? { emptyText: publicPagesTexts.sell.searching } : {})}
      />
      <Suspense fallback={null}>
        <HappyCustomers />
      </Suspense>
      {pincodeModal}
    </section>
  );
}

export { SellHome as Component };
