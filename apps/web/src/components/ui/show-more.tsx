import { messages } from '@kt/contract/messages';
import './show-more.css';

type Props = {
  /** The list the button belongs to, as `useListPages` answers it. */
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; isFetchNextPageError: boolean; fetchNextPage: () => unknown };
  /** The button's words, naming what it adds (e.g. 'Show more pickups'); from the feature's texts. */
  label: string;
  /** Its words while the next page loads. */
  busyLabel: string;
};

/**
 * Below a list the server pages: adds the next page to the list when pressed; nothing when the
 * last page is shown. A failed page says so and the same button tries again; the rows already
 * shown stay.
 */
export function ShowMore({ list, label, busyLabel }: Props) {
  if (!list.hasNextPage) return null;
  const isLoading = list.isFetchingNextPage;
  return (
    <div className="show-more">
      {list.isFetchNextPageError && !isLoading && (
        <p className="show-more__error" role="alert">
          {messages.general.loadFailed}
        </p>
      )}
      <button type="button" className="btn btn--secondary" disabled={isLoading} onClick={() => void list.fetchNextPage()}>
        {isLoading ? busyLabel : label}
      </button>
    </div>
  );
}
