import { useEffect, useState, type ReactNode, type Ref } from 'react';
import { TextField as TextFieldMarkup } from '../ui/text-field.tsx';
import { useFileChoice, type FileRule } from './file-field.tsx';
import './picture-field.css';

/** The picture there now (editing), shown until another is chosen. */
export type CurrentPicture = { url: string; alt: string };

/**
 * The chosen file as a data URL once read, for its preview; null while none is chosen or read.
 * A reader still busy with a file that is no longer the form's (replaced, or the field gone) is
 * aborted, so it never sets a stale preview.
 */
export function usePreviewUrl(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file || typeof FileReader === 'undefined') return undefined;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}

type PictureInputProps = {
  label: string;
  name: string;
  /** The accepted types, e.g. 'image/jpeg,image/png,image/webp'. */
  accept: string;
  hint?: ReactNode;
  error?: string | null | undefined;
  file: File | null;
  /** Renews the file input (a refused file is dropped from it). */
  inputKey?: number;
  current?: CurrentPicture | undefined;
  /** The preview's alt text ('The chosen picture'). */
  previewAlt: string;
  /** The chosen file (null: the choice was cleared) and the input, which a refusal may empty. */
  onChoose: (file: File | null, input: HTMLInputElement) => void;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  isInvalid?: boolean;
};

/** A picture input with a preview of the chosen file or the current picture. Unbound: forms not built with the kit pass the file. */
export function PictureInput({ label, name, accept, hint, error, file, inputKey, current, previewAlt, onChoose, inputRef, onBlur, isInvalid }: PictureInputProps) {
  const previewUrl = usePreviewUrl(file);
  const shown = previewUrl ? { url: previewUrl, alt: previewAlt } : file ? null : current;
  return (
    <div className="picture-field">
      {shown && <img className="picture-field__preview" src={shown.url} alt={shown.alt} width="96" height="96" decoding="async" />}
      <TextFieldMarkup
        key={inputKey}
        className="picture-field__input"
        label={label}
        name={name}
        type="file"
        accept={accept}
        hint={hint}
        error={error}
        aria-invalid={isInvalid || error ? true : undefined}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null, event.target)}
      />
    </div>
  );
}

type PictureFieldProps = {
  name: string;
  label: string;
  hint?: ReactNode;
  /** Types, size and the messages of a refused picture. */
  rule: FileRule;
  current?: CurrentPicture | undefined;
  previewAlt: string;
};

/** A picture of a kit form (value: File or null), checked when chosen, with its preview. */
export function PictureField({ name, label, hint, rule, current, previewAlt }: PictureFieldProps) {
  const choice = useFileChoice(name, rule);
  return (
    <PictureInput
      label={label}
      name={name}
      accept={rule.types.join(',')}
      hint={hint}
      error={choice.errorsAt === 'fields' ? choice.message : undefined}
      isInvalid={choice.message !== undefined}
      file={choice.file}
      inputKey={choice.inputKey}
      current={current}
      previewAlt={previewAlt}
      inputRef={choice.inputRef}
      onBlur={choice.onBlur}
      onChoose={choice.choose}
    />
  );
}
