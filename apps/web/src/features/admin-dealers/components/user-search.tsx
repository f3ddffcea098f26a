import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { searchableCategories, userSearchMaxLength, ZUserSearchQuery, type AdminUserEntry, type SearchableCategory } from '@kt/contract/admin/users';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { KitForm, useKitForm } from '../../../components/form/kit-form.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ShowMore } from '../../../components/ui/show-more.tsx';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDayInIndia } from '../../../lib/format.ts';
import { adminUserPath } from '../../../lib/paths.ts';
import { useUserSearch, type UserSearch as Search } from '../api/users.ts';
import { adminDealerTexts } from '../texts.ts';
import '../admin-dealers.css';

const t = adminDealerTexts.users;

const isCategory = (value: string | null): value is SearchableCategory => (searchableCategories as readonly (string | null)[]).includes(value);

/** The search a person types: the words and the kind ('' for every kind), checked as the server checks the query. */
const ZSearchForm = ZUserSearchQuery.pick({ q: true, category: true });
/** Read when drawn, so the labels are in the page's language (issue 29). */
const categoryOptions = () => searchableCategories.map((value) => ({ value, label: t.categories[value] }));

/**
 * /admin/users: a search box and the kind of account; the search lives in the address
 * (?q=&category=), so the way back from an account finds the same results.
 */
export function UserSearch() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category');
  const search: Search = { q: params.get('q') ?? '', category: isCategory(category) ? category : '' };
  const form = useKitForm(ZSearchForm, {
    defaultValues: search,
    prepare: (values: Search) => ({ q: values.q, category: values.category || undefined }),
  });

  return (
    <div className="admin-page">
      <p className="lead">{t.lead}</p>
      <KitForm
        form={form}
        role="search"
        className="admin-dealers__search"
        onValid={({ q, category: kind }) => {
          const next = new URLSearchParams();
          if (q) next.set('q', q);
          if (kind) next.set('category', kind);
          setParams(next);
        }}
      >
        <TextField name="q" label={t.searchLabel} type="search" autoComplete="off" maxLength={userSearchMaxLength} hint={t.searchHint} />
        <SelectField name="category" label={t.categoryLabel} placeholder={t.categoryAll} options={categoryOptions()} />
        <button type="submit" className="btn btn--primary">
          {t.search}
        </button>
      </KitForm>
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
          {localizeEnglish(Object.values(list.error.body?.fields ?? {}).flat()[0] ?? list.error.message)}
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
