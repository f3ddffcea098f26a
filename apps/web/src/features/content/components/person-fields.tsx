import { EmailField, PhoneField, TextField } from '../../../components/form/text-field.tsx';
import { publicFormTexts as t } from '../texts.ts';

/** Who is writing, in the public forms (spec 5): name, e-mail and, unless the form has none, a 10-digit phone. */
export function PersonFields({ withPhone = true }: { withPhone?: boolean }) {
  return (
    <>
      <TextField name="name" label={t.name} autoComplete="name" required />
      <EmailField name="email" label={t.email} required />
      {withPhone && <PhoneField name="phone" label={t.phone} required />}
    </>
  );
}
