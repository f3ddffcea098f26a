import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { submissionKinds, submissionSearchMaxLength, ZSubmissionSearch, type SubmissionKind } from '@kt/contract/admin/submissions';
import { KitForm, useKitForm } from '../../../components/form/kit-form.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ShowMore } from '../../../components/ui/show-more.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { exportSubmissions } from '../api/export-submissions.ts';
import { useSubmissions } from '../api/get-submissions.ts';
import { adminRecordsTexts, type SubmissionView } from '../texts.ts';
import { SubmissionCard } from './submission-card.tsx';
import { VotesTally } from './votes-tally.tsx';
import '../../../styles/forms.css';
import '../admin-records.css';
import { RecordsSkeleton } from './records-skeleton.tsx';

const t = adminRecordsTexts.submissions;

const views: readonly SubmissionView[] = [...submissionKinds, 'votes'];

function isView(value: string | null): value is SubmissionView {
  return (views as readonly (string | null)[]).includes(value);
}

/** Which list and search, from the address (?kind=intern&q=…): a reload or a shared link opens the same. */
function useViewParams() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('kind');
  const view: SubmissionView = isView(asked) ? asked : 'suggestion';
  const q = (params.get('q') ?? '').trim();
  function change(next: { kind?: SubmissionView; q?: string }) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.kind !== undefined) updated.set('kind', next.kind);
        if (next.q !== undefined) {
          if (next.q) updated.set('q', next.q);
          else updated.delete('q');
        }
        return updated;
      },
      { replace: true },
    );
  }
  return { view, q, change };
}

function ViewSelect({ value, onChange }: { value: SubmissionView; onChange: (view: SubmissionView) => void }) {
  const id = useId();
  return (
    <div className="field submissions__view">
      <label htmlFor={id} className="field__label">
        {t.viewLabel}
      </label>
      <select
        id={id}
        className="field__select"
        value={value}
        onChange={(event) => {
          if (isView(event.target.value)) onChange(event.target.value);
        }}
      >
        {views.map((view) => (
          <option key={view} value={view}>
            {t.views[view]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The search box: the list refetches when it is sent (Enter or the button), not on every key. */
function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const form = useKitForm(ZSubmissionSearch, { defaultValues: { q: initial } });
  return (
    <KitForm form={form} role="search" className="submissions__search" onValid={({ q }) => onSearch(q ?? '')}>
      <TextField name="q" label={t.searchLabel} placeholder={t.searchHint} type="search" maxLength={submissionSearchMaxLength} />
      <button type="submit" className="btn btn--secondary">
        {t.searchButton}
      </button>
      {initial && (
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => {
            form.reset({ q: '' });
            onSearch('');
          }}
        >
          {t.clearSearch}
        </button>
      )}
    </KitForm>
  );
}

/** 'Export CSV': every row of the kind and search (not only the pages shown), saved as a file. */
function ExportButton({ kind, q }: { kind: SubmissionKind; q: string }) {
  const [isBusy, setIsBusy] = useState(false);
  async function run() {
    setIsBusy(true);
    try {
      await exportSubmissions(kind, q);
    } catch {
      toast.error(adminRecordsTexts.downloadFailed);
    } finally {
      setIsBusy(false);
    }
  }
  return (
    <button type="button" className="btn btn--primary submissions__export" disabled={isBusy} onClick={() => void run()}>
      {isBusy ? t.exporting : t.exportCsv}
    </button>
  );
}

function SubmissionList({ kind, q }: { kind: SubmissionKind; q: string }) {
  const list = useSubmissions(kind, q);
  const label = t.views[kind];
  if (list.isPending) {
    return <RecordsSkeleton label={t.loading(label)} />;
  }
  // Only a failed first page replaces the list; a failed next page is ShowMore's to tell.
  if (list.isLoadingError) return <LoadError onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <p className="empty-state">{q ? t.emptySearch(q) : t.empty}</p>;
  return (
    <>
      <ul className="admin-list" aria-label={label}>
        {list.data.map((entry) => (
          <li key={entry.id}>
            <SubmissionCard entry={entry} />
          </li>
        ))}
      </ul>
      <ShowMore list={list} label={adminRecordsTexts.showMore} busyLabel={adminRecordsTexts.loadingMore} />
    </>
  );
}

/**
 * Admin > Submissions (issue 15): one kind at a time (the site's five forms, the dealers' three
 * marketplace forms) searched and paged on the server, newest first, exportable as CSV; or the
 * votes tally.
 */
export function SubmissionsPage() {
  const { view, q, change } = useViewParams();
  return (
    <div className="admin-page submissions">
      <p className="lead">{t.lead}</p>
      <div className="admin-toolbar">
        <ViewSelect value={view} onChange={(kind) => change({ kind })} />
        {view !== 'votes' && (
          <>
            {/* Keyed by the search in the address, so Back or a new link shows its text. */}
            <SearchForm key={q} initial={q} onSearch={(next) => change({ q: next })} />
            <ExportButton kind={view} q={q} />
          </>
        )}
      </div>
      {view === 'votes' ? <VotesTally /> : <SubmissionList kind={view} q={q} />}
    </div>
  );
}
