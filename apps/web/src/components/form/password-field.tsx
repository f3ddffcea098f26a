import type { ComponentProps } from 'react';
import { PasswordField as PasswordFieldMarkup } from '../ui/password-field.tsx';
import { useKitField } from './kit-form.tsx';

type Props = Omit<ComponentProps<typeof PasswordFieldMarkup>, 'name' | 'error' | 'value' | 'defaultValue' | 'inputRef'> & { name: string };

/** A password of a kit form, with the show/hide control (spec 2.4). */
export function PasswordField({ name, onChange, onBlur, ...input }: Props) {
  const field = useKitField(name, { onChange, onBlur });
  return <PasswordFieldMarkup {...input} {...field.inputProps} error={field.error} aria-invalid={field.isInvalid || undefined} />;
}
