import type { ComponentProps } from 'react';
import { TextAreaField as TextAreaFieldMarkup } from '../ui/text-area-field.tsx';
import { useKitField } from './kit-form.tsx';

type Props = Omit<ComponentProps<typeof TextAreaFieldMarkup>, 'name' | 'error' | 'value' | 'defaultValue' | 'inputRef'> & { name: string };

/** A multi-line text of a kit form. */
export function TextAreaField({ name, onChange, onBlur, ...textarea }: Props) {
  const field = useKitField(name, { onChange, onBlur });
  return <TextAreaFieldMarkup {...textarea} {...field.inputProps} error={field.error} aria-invalid={field.isInvalid || undefined} />;
}
