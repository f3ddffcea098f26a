import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { ZCategoryApproval, type AdminCategoryRequest, type CategoryApprovalKind } from '@kt/contract/admin/category-requests';
import { catalogueRules } from '@kt/contract/admin/catalogue-rules';
import { ChoiceField } from '../../../components/form/choice-field.tsx';
import { showFullRefusal } from '../../../components/form/full-refusal.ts';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useApproveCategoryRequest } from '../api/approve-category-request.ts';
import { useAdminCatalogue } from '../api/get-catalogue.ts';
import { adminCatalogueTexts } from '../texts.ts';

const t = adminCatalogueTexts.approve;

/** The form's values: the kind, the chosen category by its name (as the select shows it) and the name in the catalogue. */
type ApprovalValues = { as: CategoryApprovalKind; category_id: string; name: string };

/** Read when drawn, so the texts are in the page's language (issue 29). */
const kinds = () => [
  { value: 'category', title: t.asCategory, text: t.asCategoryText },
  { value: 'subcategory', title: t.asSubcategory, text: t.asSubcategoryText },
] as const;

/**
 * Approves a request: as a new category, or as a subcategory of a category customers see (the
 * retired ones are not offered), under the requested name or another one; checked by the
 * contract's rule of an approval before it is sent.
 */
export function ApproveDialog({ request, onClose }: { request: AdminCategoryRequest; onClose: () => void }) {
  const headingId = useId();
  const approve = useApproveCategoryRequest();
  const catalogue = useAdminCatalogue();
  const categories = (catalogue.data ?? []).filter((category) => !category.retired);
  const idOf = (name: string) => categories.find((category) => category.name === name)?.id;
  const form = useKitForm(ZCategoryApproval, {
    defaultValues: { as: 'category', category_id: '', name: request.category_name } as ApprovalValues,
    prepare: ({ as, category_id: categoryName, name }: ApprovalValues) => ({
      as,
      name,
      category_id: as === 'subcategory' ? idOf(categoryName) : undefined,
    }),
  });
  const as = useWatch({ control: form.control, name: 'as' });

  async function send({ as: kind, category_id: categoryId, name }: { as: CategoryApprovalKind; category_id?: number | undefined; name?: string | undefined }) {
    try {
      const answer = await approve.mutateAsync({ id: request.id, as: kind, categoryId, name: name ?? request.category_name });
      toast.success(t.done(answer.name));
      onClose();
    } catch (error) {
      showFullRefusal(form, error);
    }
  }

  return (
    <Modal className="dialog catalogue-dialog" onClose={onClose} labelledBy={headingId}>
      <h2 id={headingId} className="dialog__title">
        {t.title(request.category_name)}
      </h2>
      <KitForm form={form} onValid={send}>
        <p className="dialog__text">{t.lead}</p>
        <ChoiceField name="as" legend={t.asLegend} choices={kinds()} />
        {as === 'subcategory' && (
          <SelectField
            name="category_id"
            label={t.categoryLabel}
            placeholder={catalogue.isPending ? t.categoriesLoading : t.categoryPlaceholder}
            options={categories.map((category) => category.name)}
          />
        )}
        <TextField name="name" label={t.nameLabel} autoComplete="off" maxLength={catalogueRules.nameMaxLength} />
        <FormMessage />
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t.cancel}
          </button>
          <SubmitButton busyLabel={t.busy}>{t.confirm}</SubmitButton>
        </div>
      </KitForm>
    </Modal>
  );
}
