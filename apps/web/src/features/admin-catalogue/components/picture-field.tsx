import { useState } from 'react';
import { catalogueRules } from '@kt/contract/admin/catalogue-rules';
import { TextField } from '../../../components/ui/text-field.tsx';
import { adminCatalogueTexts } from '../texts.ts';

const t = adminCatalogueTexts.form;

type Props = {
  file: File | null;
  /** Renews the file input (a refused file is dropped from it). */
  inputKey: number;
  hint: string;
  error: string | null | undefined;
  /** The picture there now (editing), shown until another is chosen. */
  current?: { url: string; alt: string } | undefined;
  onChoose: (file: File | null) => void;
};

/** The picture input, with a preview of the chosen file or the current picture. */
export function PictureField({ file, inputKey, hint, error, current, onChoose }: Props) {
  // A data URL of the chosen file, read once it is chosen; shown while that file is the form's.
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const previewUrl = preview && preview.file === file ? preview.url : null;
  const shown = previewUrl ? { url: previewUrl, alt: t.previewAlt } : file ? null : current;

  function choose(chosen: File | null) {
    onChoose(chosen);
    if (!chosen || typeof FileReader === 'undefined') return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file: chosen, url: reader.result });
    };
    reader.readAsDataURL(chosen);
  }

  return (
    <div className="catalogue-picture">
      {shown && <img className="catalogue-picture__preview" src={shown.url} alt={shown.alt} width="72" height="72" decoding="async" />}
      <TextField
        key={inputKey}
        className="catalogue-picture__field"
        label={t.pictureLabel}
        name="image"
        type="file"
        accept={catalogueRules.imageTypes.join(',')}
        hint={hint}
        error={error}
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
      />
    </div>
  );
}
