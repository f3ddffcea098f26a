import type { ComponentProps } from 'react';
import { limits } from '@kt/contract/limits';
import { TextField as TextFieldMarkup } from '../ui/text-field.tsx';
import { useKitField } from './kit-form.tsx';
import { formKitTexts } from './texts.ts';

type MarkupProps = ComponentProps<typeof TextFieldMarkup>;

/** A kit field: its `name` in the form's values, a label, and the input's own attributes. */
export type TextFieldProps = Omit<MarkupProps, 'name' | 'error' | 'value' | 'defaultValue' | 'inputRef'> & { name: string };

/** A one-line text input of a kit form: label above, hint and message under it. */
export function TextField({ name, onChange, onBlur, ...input }: TextFieldProps) {
  const field = useKitField(name, { onChange, onBlur });
  return <TextFieldMarkup {...input} {...field.inputProps} error={field.error} aria-invalid={field.isInvalid || undefined} />;
}

/** An e-mail address (the phone keyboard with @). */
export function EmailField(props: TextFieldProps) {
  return <TextField type="email" inputMode="email" autoComplete="email" {...props} />;
}

/** A 10-digit Indian mobile or phone number (spec 5), with the digits rule under it. */
export function PhoneField(props: TextFieldProps) {
  return (
    <TextField
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={limits.phoneDigits}
      hint={formKitTexts.phoneHint}
      {...props}
    />
  );
}
