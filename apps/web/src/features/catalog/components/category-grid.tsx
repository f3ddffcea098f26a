import type { Category } from '@kt/contract/catalog/category-list';
import { useCategories } from '../api/get-categories.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { catalogTexts } from '../texts.ts';

type Props = {
  onChoose: (category: Category) => void;
  /** Shows only the categories it accepts (a search); all of them when absent. */
  filter?: ((category: Category) => boolean) | undefined;
  /** What shows when the filter accepts none of them. */
  emptyText?: string;
};

const aboveTheFold = 4;

/** The scrap categories from the server, as picture-and-name cards. */
export function CategoryGrid({ onChoose, filter, emptyText = catalogTexts.noMatch }: Props) {
  const { data, isPending, isError, refetch } = useCategories();

  if (isPending) {
    return (
      <ul className="tile-grid category-grid" aria-busy="true" aria-label={catalogTexts.loading}>
        {Array.from({ length: 6 }, (_, i) => (
          // Keys apart from the loaded cards', so React makes new nodes instead of moving these.
          <li key={`skeleton-${i}`}>
            <div className="category-card">
              <span className="category-card__picture skeleton" />
              <span className="category-card__name skeleton-text">&nbsp;</span>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (isError) return <LoadError onRetry={() => void refetch()} />;
  const shown = filter ? data.filter(filter) : data;
  if (shown.length === 0 && data.length > 0) {
    return (
      <p className="empty-state" role="status">
        {emptyText}
      </p>
    );
  }
  return (
    <ul className="tile-grid category-grid">
      {shown.map((category, index) => (
        <li key={category.id}>
          <button type="button" className="category-card" onClick={() => onChoose(category)}>
            <img
              className="category-card__picture"
              src={category.image}
              alt=""
              width="160"
              height="160"
              // The first rows are on screen at once on a phone: load them now, the rest when scrolled to.
              loading={index < aboveTheFold ? 'eager' : 'lazy'}
              decoding="async"
            />
            <span className="category-card__name">{category.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
