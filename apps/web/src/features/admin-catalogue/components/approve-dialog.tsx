import { useId, useState, type FormEvent } from 'react';
import type { CategoryApprovalKind, AdminCategoryRequest } from '@kt/contract/admin/category-requests';
import { catalogueRules } from '@kt/contract/admin/catalogue-rules';
import { messages } from '@kt/contract/messages';
import { Modal } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useApproveCategoryRequest } from '../api/approve-category-request.ts';
import { useAdminCatalogue } from '../api/get-catalogue.ts';
import { nameProblem, readRefusal, type FieldErrors } from '../entry-rules.ts';
import { adminCatalogueTexts } from '../texts.ts';

const t = adminCatalogueTexts.approve;

/**
 * Approves a request: as a new category, or as a subcategory of a category customers see (the
 * retired ones are not offered), under the requested name or another one.
 */
export function ApproveDialog({ request, onClose }: { request: AdminCategoryRequest; onClose: () => void }) {
  const headingId = useId();
  const approve = useApproveCategoryRequest();
  const catalogue = useAdminCatalogue();
  const [as, setAs] = useState<CategoryApprovalKind>('category');
  const [categoryName, setCategoryName] = useState('');
  const [name, setName] = useState(request.category_name);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const categories = (catalogue.data ?? []).filter((category) => !category.retired);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (approve.isPending) return;
    const category = categories.find((candidate) => candidate.name === categoryName);
    const found: FieldErrors = {
      name: nameProblem(name) ?? undefined,
      category: as === 'subcategory' && !category ? messages.admin.approvalCategoryRequired : undefined,
    };
    setErrors(found);
    setAlert(null);
    if (Object.values(found).some((problem) => problem !== undefined)) return;
    approve.mutate(
      { id: request.id, as, categoryId: category?.id, name: name.trim() },
      {
        onSuccess: (answer) => {
          toast.success(t.done(answer.name));
          onClose();
        },
        onError: (error) => {
          const refusal = readRefusal(error);
          setErrors(refusal.errors);
          setAlert(refusal.alert);
        },
      },
    );
  }

  const kinds: { value: CategoryApprovalKind; title: string; text: string }[] = [
    { value: 'category', title: t.asCategory, text: t.asCategoryText },
    { value: 'subcategory', title: t.asSubcategory, text: t.asSubcategoryText },
  ];
  return (
    <Modal className="dialog catalogue-dialog" onClose={onClose} labelledBy={headingId}>
      <h2 id={headingId} className="dialog__title">
        {t.title(request.category_name)}
      </h2>
      <form className="form" noValidate onSubmit={submit} aria-busy={approve.isPending}>
        <p className="dialog__text">{t.lead}</p>
        <fieldset className="fieldset">
          <legend className="field__label">{t.asLegend}</legend>
          {kinds.map((kind) => (
            <label key={kind.value} className="choice choice--radio">
              <input type="radio" name="as" value={kind.value} checked={as === kind.value} onChange={() => setAs(kind.value)} />
              <span>
                <span className="choice__title">{kind.title}</span>
                <span className="choice__text"> {kind.text}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {as === 'subcategory' && (
          <SelectField
            label={t.categoryLabel}
            name="category_id"
            placeholder={catalogue.isPending ? t.categoriesLoading : t.categoryPlaceholder}
            options={categories.map((category) => category.name)}
            value={categoryName}
            error={errors.category}
            onChange={(event) => setCategoryName(event.target.value)}
          />
        )}
        <TextField
          label={t.nameLabel}
          name="name"
          autoComplete="off"
          value={name}
          maxLength={catalogueRules.nameMaxLength}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <FormAlert message={alert} />
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t.cancel}
          </button>
          <button type="submit" className="btn btn--primary" disabled={approve.isPending}>
            {approve.isPending ? t.busy : t.confirm}
          </button>
        </div>
      </form>
    </Modal>
  );
}
