import type { Category } from '@kt/contract/catalog/category-list';
import { messages } from '@kt/contract/messages';
import { useCategories } from '../api/get-categories.ts';

type Props = {
  onChoose: (category: Category) => void;
};

/** The scrap categories from the server, as picture-and-name cards. */
export function CategoryGrid({ onChoose }: Props) {
  const { data, isPending, isError, refetch } = useCategories();

  if (isPending) {
    return (
      <ul className="category-grid" aria-busy="true" aria-label="Loading categories">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="category-card skeleton" />
        ))}
      </ul>
    );
  }
  if (isError) {
    return (
      <div className="empty-state" role="alert">
        <p>{messages.general.loadFailed}</p>
        <button type="button" className="btn btn--secondary" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <ul className="category-grid">
      {data.map((category) => (
        <li key={category.id}>
          <button type="button" className="category-card" onClick={() => onChoose(category)}>
            <img src={category.image} alt="" width="160" height="160" loading="lazy" decoding="async" />
            <span className="category-card__name">{category.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
