import { useState, type ChangeEvent, type FormEvent } from 'react';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { TextAreaField } from '../../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { toast } from '../../../../components/ui/toast.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useAddCategoryRequest } from '../api/add-category-request.ts';
import { categoryRequestTexts } from '../texts.ts';
import '../category-requests.css';

/** The picture types the server keeps (it checks the content too). */
export const categoryImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Why a chosen picture cannot be sent, or null when it can. The spec requires the image. */
export function categoryImageProblem(file: File | null): string | null {
  if (!file || file.size === 0) return messages.dealerArea.categoryImageRequired;
  if (!(categoryImageTypes as readonly string[]).includes(file.type)) return messages.dealerArea.categoryImageWrongType;
  if (file.size > limits.categoryImageMaxBytes) return messages.dealerArea.categoryImageTooLarge;
  return null;
}

type FieldErrors = { name?: string; image?: string };

/** Spec 2.7 'a form' of /dealer/settings/requestcategory: name, description and the required picture. */
export function CategoryRequestForm({ dealerId }: { dealerId: number }) {
  const request = useAddCategoryRequest(dealerId);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [image, setImage] = useState<File | null>(null);
  // A new file input after a refusal or a sent request: the old file is not kept in it.
  const [imageKey, setImageKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  function chooseImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? categoryImageProblem(file) : null;
    setErrors((current) => ({ ...current, image: problem ?? undefined }));
    if (problem) {
      setImage(null);
      setImageKey((key) => key + 1);
      return;
    }
    setImage(file);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;
    const categoryName = name.trim();
    const imageProblem = categoryImageProblem(image);
    const found: FieldErrors = {
      ...(categoryName === '' ? { name: messages.dealerArea.categoryNameRequired } : {}),
      ...(imageProblem ? { image: imageProblem } : {}),
    };
    setErrors(found);
    setServerMessage(null);
    if (!image || Object.keys(found).length > 0) return;
    request.mutate(
      { dealerId, categoryName, description: description.trim(), categoryImage: image },
      {
        onSuccess: () => {
          toast.success(messages.dealerSettings.categoryRequested);
          setName('');
          setDescription('');
          setImage(null);
          setImageKey((key) => key + 1);
        },
        onError: (error) => setServerMessage(error instanceof ApiError ? error.message : messages.general.loadFailed),
      },
    );
  }

  return (
    <form className="form category-request-form" noValidate onSubmit={submit} aria-busy={request.isPending}>
      <TextField
        label={categoryRequestTexts.nameLabel}
        name="category_name"
        autoComplete="off"
        required
        maxLength={100}
        value={name}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextAreaField
        label={categoryRequestTexts.descriptionLabel}
        name="description"
        rows={3}
        maxLength={1000}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <TextField
        key={imageKey}
        label={categoryRequestTexts.imageLabel}
        name="category_image"
        type="file"
        required
        accept={categoryImageTypes.join(',')}
        hint={categoryRequestTexts.imageRule}
        error={errors.image}
        onChange={chooseImage}
      />
      <FormAlert message={serverMessage} />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={request.isPending}>
          {categoryRequestTexts.submit}
        </button>
      </div>
    </form>
  );
}
