import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { searchableCategories, userSearchMaxLength, type AdminUserEntry, type SearchableCategory } from '@kt/contract/admin/users';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ShowMore } from '../../../components/ui/show-more.tsx';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDayInIndia } from '../../../lib/format.ts';
import { adminUserPath } from '../../../lib/paths.ts';
import { useUserSearch, type UserSearch as Search } from '../api/users.ts';
import { adminDealerTexts } from '../texts.ts';
import '../admin-dealers.css';

const t = adminDealerTexts.users;

const isCategory = (value: string | null): value is SearchableCategory => (searchableCategories as readonly (string | null)[]).includes(value);

/**
 * /admin/users: a search box and the kind of account; the search lives in the address
 * (?q=&category=), so the way back from an account finds the same results.
 */
export function UserSearch() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category');
  const search: Search = { q: params.get('q') ?? '', category: isCategory(category) ? category : '' };
  const [draft, setDraft] = useState(search);
  const categoryId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.q.trim()) next.set('q', draft.q.trim());
    if (draft.category) next.set('category', draft.category);
    setParams(next);
  }

  return (
    <div className="admin-page">
      <p className="lead">{t.lead}</p>
      <form className="admin-dealers__search" role="search" noValidate onSubmit={submit}>
        <TextField
          label={t.searchLabel}
          name="q"
          type="search"
          autoComplete="off"
          maxLength={userSearchMaxLength}
          hint={t.searchHint}
          value={draft.q}
          onChange={(event) => setDraft((current) => ({ ...current, q: event.target.value }))}
        />
        <div className="field">
          <label htmlFor={categoryId} className="field__label">
            {t.categoryLabel}
          </label>
          <select
            id={categoryId}
            className="field__select"
            name="category"
            value={draft.category}
            onChange={(event) => {
              const value = event.target.value;
              setDraft((current) => ({ ...current, category: isCategory(value) ? value : '' }));
            }}
          >
            <option value="">{t.categoryAll}</option>
            {searchableCategories.map((value) => (
              <option key={value} value={value}>
                {t.categories[value]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn--primary">
          {t.search}
        </button>
      </form>
      <Results search={search} />
    </div>
  );
}

function Results({ search }: { search: Search }) {
  const list = useUserSearch(search);
  const headingId = useId();
  let content;
  if (list.isPending) {
    content = (
      <div aria-busy="true">
        <span className="visually-hidden">{t.loading}</span>
        <span className="admin-dealers__skeleton skeleton" />
      </div>
    );
  } else if (list.isLoadingError) {
    // A refused search (too long, unknown kind) says why; anything else offers a retry.
    content =
      list.error instanceof ApiError && list.error.status === 400 ? (
        <p className="form__alert" role="alert">
          {Object.values(list.error.body?.fields ?? {}).flat()[0] ?? list.error.message}
        </p>
      ) : (
        <LoadError onRetry={() => void list.refetch()} />
      );
  } else if (list.data.length === 0) {
    content = <p className="empty-state">{t.empty}</p>;
  } else {
    content = (
      <>
        <ul className="admin-list" aria-labelledby={headingId}>
          {list.data.map((entry) => (
            <li key={entry.id}>
              <UserCard entry={entry} />
            </li>
          ))}
        </ul>
        <ShowMore list={list} label={adminDealerTexts.common.showMore} busyLabel={adminDealerTexts.common.loadingMore} />
      </>
    );
  }
  return (
    <section className="admin-dealers__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t.resultsLabel}
      </h2>
      {content}
    </section>
  );
}

function UserCard({ entry }: { entry: AdminUserEntry }) {
  return (
    <article className="admin-card">
      <div className="admin-card__head">
        <Link className="admin-dealers__result-link" to={adminUserPath(entry.id)}>
          {entry.username}
        </Link>
        <span className="admin-dealers__badges">
          <StatusPill tone="neutral">{t.kinds[entry.account_category]}</StatusPill>
          <StatusPill tone={entry.is_active ? 'success' : 'danger'}>{entry.is_active ? t.active : t.inactive}</StatusPill>
          {!entry.is_verified && <StatusPill tone="neutral">{t.unverified}</StatusPill>}
        </span>
      </div>
      <dl className="admin-card__fields">
        <dt>{adminDealerTexts.common.ktId}</dt>
        <dd>{entry.KT_ID}</dd>
        <dt>{adminDealerTexts.common.email}</dt>
        <dd>{entry.email}</dd>
        <dt>{t.mobile}</dt>
        <dd>{entry.mobile_number || t.none}</dd>
        <dt>{t.joined}</dt>
        <dd>{formatDayInIndia(entry.created_at)}</dd>
      </dl>
    </article>
  );
}
