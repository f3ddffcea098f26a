import type { z } from 'zod';
import { categoryImageRule, ZCategoryRequestForm } from '@kt/contract/dealer-settings/category-requests';
import { messages } from '@kt/contract/messages';
import { FileField } from '../../../../components/form/file-field.tsx';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../../components/form/kit-form.tsx';
import { TextAreaField } from '../../../../components/form/text-area-field.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { toast } from '../../../../components/ui/toast.tsx';
import { useAddCategoryRequest } from '../api/add-category-request.ts';
import { categoryRequestTexts } from '../texts.ts';
import '../category-requests.css';

const emptyRequest = { category_name: '', description: '', category_image: null };

/**
 * Spec 2.7 'a form' of /dealer/settings/requestcategory: name, description and the required
 * picture, checked by the contract's rule (the picture as soon as it is chosen).
 */
export function CategoryRequestForm({ dealerId }: { dealerId: number }) {
  const request = useAddCategoryRequest(dealerId);
  const form = useKitForm(ZCategoryRequestForm, { defaultValues: emptyRequest });

  async function send({ category_name: categoryName, description, category_image: categoryImage }: z.output<typeof ZCategoryRequestForm>) {
    if (!categoryImage) return;
    try {
      await request.mutateAsync({ dealerId, categoryName, description, categoryImage });
    } catch (error) {
      form.showRefusal(error);
      return;
    }
    toast.success(messages.dealerSettings.categoryRequested);
    form.reset();
  }

  return (
    <KitForm form={form} onValid={send} className="form category-request-form">
      <TextField name="category_name" label={categoryRequestTexts.nameLabel} autoComplete="off" required maxLength={100} />
      <TextAreaField name="description" label={categoryRequestTexts.descriptionLabel} rows={3} maxLength={1000} />
      <FileField name="category_image" label={categoryRequestTexts.imageLabel} hint={categoryRequestTexts.imageRule} rule={categoryImageRule} />
      <FormMessage />
      <div className="form__actions">
        <SubmitButton>{categoryRequestTexts.submit}</SubmitButton>
      </div>
    </KitForm>
  );
}
