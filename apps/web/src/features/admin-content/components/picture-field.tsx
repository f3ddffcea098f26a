import { useEffect, useState } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';
import { pictureTypes } from '../content-rules.ts';
import { adminContentTexts as t } from '../texts.ts';

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

/** The chosen file as a data URL once read, for its preview; null while none is chosen or read. */
function usePreviewUrl(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}

/** The picture input ('Picture'), with a preview of the chosen file or the current picture. */
export function PictureField({ file, inputKey, hint, error, current, onChoose }: Props) {
  const previewUrl = usePreviewUrl(file);
  const shown = previewUrl ? { url: previewUrl, alt: t.previewAlt } : file ? null : current;
  return (
    <div className="content-picture">
      {shown && <img className="content-picture__preview" src={shown.url} alt={shown.alt} width="96" height="96" decoding="async" />}
      <TextField
        key={inputKey}
        className="content-picture__field"
        label={t.pictureLabel}
        name="dp"
        type="file"
        accept={pictureTypes.join(',')}
        hint={hint}
        error={error}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
      />
    </div>
  );
}
