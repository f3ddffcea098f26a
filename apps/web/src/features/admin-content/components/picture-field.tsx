import { PictureInput, type CurrentPicture } from '../../../components/form/picture-field.tsx';
import { pictureTypes } from '../content-rules.ts';
import { adminContentTexts as t } from '../texts.ts';

type Props = {
  file: File | null;
  /** Renews the file input (a refused file is dropped from it). */
  inputKey: number;
  hint: string;
  error: string | null | undefined;
  current?: CurrentPicture | undefined;
  onChoose: (file: File | null) => void;
};

/** The content forms' picture ('Picture', sent as `dp`): the kit's picture input in this page's words, until the forms use the kit. */
export function PictureField(props: Props) {
  return <PictureInput label={t.pictureLabel} name="dp" accept={pictureTypes.join(',')} previewAlt={t.previewAlt} {...props} />;
}
