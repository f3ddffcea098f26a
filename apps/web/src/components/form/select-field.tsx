import type { ComponentProps } from 'react';
import { SelectField as SelectFieldMarkup } from '../ui/select-field.tsx';
import { useKitField } from './kit-form.tsx';

type Props = Omit<ComponentProps<typeof SelectFieldMarkup>, 'name' | 'error' | 'value' | 'defaultValue' | 'inputRef'> & { name: string };

/** A select of a kit form: `placeholder` is the empty first choice, then `options`, then `groups` (optgroups). */
export function SelectField({ name, onChange, onBlur, ...select }: Props) {
  const field = useKitField(name, { onChange, onBlur });
  return <SelectFieldMarkup {...select} {...field.inputProps} error={field.error} aria-invalid={field.isInvalid || undefined} />;
}
