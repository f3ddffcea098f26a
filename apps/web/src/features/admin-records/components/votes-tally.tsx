import { formatCount } from '@kt/contract/i18n/formats';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useVotes } from '../api/get-votes.ts';
import { adminRecordsTexts } from '../texts.ts';

const t = adminRecordsTexts.votes;

/** The 'Your Vote is Valuable' polls (spec 7): Yes, No and the total of each. */
export function VotesTally() {
  const votes = useVotes();
  if (votes.isPending) return <p aria-busy="true">{t.loading}</p>;
  if (votes.isError) return <LoadError onRetry={() => void votes.refetch()} />;
  if (votes.data.length === 0) return <p className="empty-state">{t.empty}</p>;
  return (
    <div className="votes-tally">
      <table className="votes-tally__table">
        <caption>{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.poll}</th>
            <th scope="col">{t.yes}</th>
            <th scope="col">{t.no}</th>
            <th scope="col">{t.total}</th>
          </tr>
        </thead>
        <tbody>
          {votes.data.map((row) => (
            <tr key={row.poll}>
              <th scope="row">{t.pollName(row.poll)}</th>
              <td>{formatCount(row.yes)}</td>
              <td>{formatCount(row.no)}</td>
              <td>{formatCount(row.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
