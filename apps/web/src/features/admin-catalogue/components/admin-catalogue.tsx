import { useId, useState } from 'react';
import type { AdminCategory, AdminSubcategory } from '@kt/contract/admin/catalogue';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { messages } from '@kt/contract/messages';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { useAddCategory } from '../api/add-category.ts';
import { useAddSubcategory } from '../api/add-subcategory.ts';
import { useAdminCatalogue } from '../api/get-catalogue.ts';
import { useUpdateCategory } from '../api/update-category.ts';
import { useUpdateSubcategory } from '../api/update-subcategory.ts';
import { adminCatalogueTexts } from '../texts.ts';
import { EntryFormDialog, type SaveEntry } from './entry-form-dialog.tsx';
import '../admin-catalogue.css';

const t = adminCatalogueTexts;

/** The dialog open: a form, or the question before retiring or bringing back. */
type Open =
  | { kind: 'add-category' }
  | { kind: 'edit-category'; category: AdminCategory }
  | { kind: 'add-subcategory'; category: AdminCategory }
  | { kind: 'edit-subcategory'; subcategory: AdminSubcategory }
  | { kind: 'retire'; entry: 'category' | 'subcategory'; id: number; name: string; retire: boolean };

type Actions = {
  edit: () => void;
  toggleRetired: () => void;
};

function RetiredBadge() {
  return <StatusPill tone="danger">{t.catalogue.retired}</StatusPill>;
}

/** A category's or subcategory's own buttons: edit, and retire or bring back. */
function EntryButtons({ name, retired, actions }: { name: string; retired: boolean; actions: Actions }) {
  return (
    <>
      <button type="button" className="btn btn--secondary" aria-label={t.catalogue.editLabel(name)} onClick={actions.edit}>
        {t.catalogue.edit}
      </button>
      <button
        type="button"
        className="btn btn--secondary"
        aria-label={retired ? t.catalogue.bringBackLabel(name) : t.catalogue.retireLabel(name)}
        onClick={actions.toggleRetired}
      >
        {retired ? t.catalogue.bringBack : t.catalogue.retire}
      </button>
    </>
  );
}

function SubcategoryRow({ subcategory, onOpen }: { subcategory: AdminSubcategory; onOpen: (open: Open) => void }) {
  const actions: Actions = {
    edit: () => onOpen({ kind: 'edit-subcategory', subcategory }),
    toggleRetired: () => onOpen({ kind: 'retire', entry: 'subcategory', id: subcategory.id, name: subcategory.name, retire: !subcategory.retired }),
  };
  const rowClass = ['catalogue-entry', 'catalogue-entry--sub', subcategory.retired && 'catalogue-entry--retired'].filter(Boolean).join(' ');
  return (
    <li className={rowClass}>
      <img className="catalogue-entry__picture" src={subcategory.image} alt={t.catalogue.pictureAlt(subcategory.name)} width="48" height="48" loading="lazy" decoding="async" />
      <div className="catalogue-entry__body">
        <span className="catalogue-entry__name">{subcategory.name}</span>
        {subcategory.retired && <RetiredBadge />}
        <span className="admin-card__meta">{t.catalogue.position(subcategory.position)}</span>
      </div>
      <div className="admin-card__actions">
        <EntryButtons name={subcategory.name} retired={subcategory.retired} actions={actions} />
      </div>
    </li>
  );
}

function CategoryCard({ category, onOpen }: { category: AdminCategory; onOpen: (open: Open) => void }) {
  const nameId = useId();
  const actions: Actions = {
    edit: () => onOpen({ kind: 'edit-category', category }),
    toggleRetired: () => onOpen({ kind: 'retire', entry: 'category', id: category.id, name: category.name, retire: !category.retired }),
  };
  const cardClass = ['admin-card', 'catalogue-category', category.retired && 'catalogue-category--retired'].filter(Boolean).join(' ');
  return (
    <article className={cardClass} aria-labelledby={nameId}>
      <div className="catalogue-entry">
        <img className="admin-card__picture catalogue-entry__picture--category" src={category.image} alt={t.catalogue.pictureAlt(category.name)} width="72" height="72" loading="lazy" decoding="async" />
        <div className="catalogue-entry__body">
          <h2 id={nameId} className="admin-card__title">
            {category.name}
          </h2>
          {category.retired && <RetiredBadge />}
          <span className="admin-card__meta">{category.retired ? t.catalogue.retiredCategoryNote : t.catalogue.position(category.position)}</span>
        </div>
        <div className="admin-card__actions">
          <EntryButtons name={category.name} retired={category.retired} actions={actions} />
          <button type="button" className="btn btn--secondary" aria-label={t.catalogue.addSubcategoryLabel(category.name)} onClick={() => onOpen({ kind: 'add-subcategory', category })}>
            {t.catalogue.addSubcategory}
          </button>
        </div>
      </div>
      {category.subcategories.length === 0 ? (
        <p className="admin-card__meta">{t.catalogue.noSubcategories}</p>
      ) : (
        <ul className="catalogue-subcategories" aria-label={t.catalogue.subcategoriesLabel(category.name)}>
          {category.subcategories.map((subcategory) => (
            <SubcategoryRow key={subcategory.id} subcategory={subcategory} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </article>
  );
}

/** The dialogs of the page: each form saves through its own mutation. */
function OpenDialog({ open, onClose }: { open: Open; onClose: () => void }) {
  const addCategory = useAddCategory();
  const updateCategory = useUpdateCategory();
  const addSubcategory = useAddSubcategory();
  const updateSubcategory = useUpdateSubcategory();

  if (open.kind === 'retire') {
    const mutation = open.entry === 'category' ? updateCategory : updateSubcategory;
    const words = open.retire ? t.retire : t.bringBack;
    return (
      <ConfirmModal
        title={words.title(open.name)}
        keepLabel={words.keep}
        confirmLabel={words.confirm}
        busyLabel={words.busy}
        isBusy={mutation.isPending}
        onClose={onClose}
        onConfirm={() =>
          mutation.mutate(
            { id: open.id, retired: open.retire },
            {
              onSuccess: () => {
                toast.success(words.done(open.name));
                onClose();
              },
              onError: (error) => {
                toast.error(error instanceof ApiError ? localizeEnglish(error.message) : messages.general.loadFailed);
              },
            },
          )
        }
      >
        <p className="dialog__text">
          {open.retire ? (open.entry === 'category' ? t.retire.categoryBody(open.name) : t.retire.subcategoryBody(open.name)) : t.bringBack.body(open.name)}
        </p>
      </ConfirmModal>
    );
  }

  let heading: string;
  let editing: { name: string; image: string; position: number } | undefined;
  let save: SaveEntry;
  let isSaving: boolean;
  let savedText: string;
  switch (open.kind) {
    case 'add-category':
      heading = t.form.addCategoryHeading;
      save = (draft, callbacks) => addCategory.mutate(draft, callbacks);
      isSaving = addCategory.isPending;
      savedText = t.form.categoryAdded;
      break;
    case 'edit-category':
      heading = t.form.editCategoryHeading(open.category.name);
      editing = open.category;
      save = (draft, callbacks) => updateCategory.mutate({ id: open.category.id, ...draft }, callbacks);
      isSaving = updateCategory.isPending;
      savedText = t.form.saved;
      break;
    case 'add-subcategory':
      heading = t.form.addSubcategoryHeading(open.category.name);
      save = (draft, callbacks) => addSubcategory.mutate({ categoryId: open.category.id, ...draft }, callbacks);
      isSaving = addSubcategory.isPending;
      savedText = t.form.subcategoryAdded;
      break;
    case 'edit-subcategory':
      heading = t.form.editSubcategoryHeading(open.subcategory.name);
      editing = open.subcategory;
      save = (draft, callbacks) => updateSubcategory.mutate({ id: open.subcategory.id, ...draft }, callbacks);
      isSaving = updateSubcategory.isPending;
      savedText = t.form.saved;
      break;
  }
  return <EntryFormDialog heading={heading} editing={editing} save={save} isSaving={isSaving} savedText={savedText} onClose={onClose} />;
}

/**
 * /admin/catalogue (issue 15): every category with its subcategories, retired ones marked. Add
 * a category or subcategory with its picture, rename, change the picture or the position,
 * retire or bring back (asked first). The catalogue is small (dozens of rows): one read.
 */
export function AdminCatalogue() {
  const catalogue = useAdminCatalogue();
  const [open, setOpen] = useState<Open | null>(null);

  let content;
  if (catalogue.isPending) {
    content = <p className="admin-card__meta" aria-busy="true">{t.catalogue.loading}</p>;
  } else if (catalogue.isError) {
    content = <LoadError onRetry={() => void catalogue.refetch()} />;
  } else if (catalogue.data.length === 0) {
    content = <p className="empty-state">{t.catalogue.empty}</p>;
  } else {
    content = (
      <ul className="admin-list" aria-label={t.catalogue.listLabel}>
        {catalogue.data.map((category) => (
          <li key={category.id}>
            <CategoryCard category={category} onOpen={setOpen} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="admin-page admin-catalogue">
      <p className="lead">{t.catalogue.lead}</p>
      <div className="admin-toolbar">
        <button type="button" className="btn btn--primary" onClick={() => setOpen({ kind: 'add-category' })}>
          {t.catalogue.addCategory}
        </button>
      </div>
      {content}
      {open && <OpenDialog open={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
