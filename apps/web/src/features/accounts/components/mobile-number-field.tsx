import { TextField, type TextFieldProps } from '../../../components/form/text-field.tsx';
import { accountTexts } from '../texts.ts';

/*
 * Room for what autofill puts in (+91 98765 43210): the form keeps the 10 digits of it
 * (mobile-fields.ts).
 */
const typedMax = 16;

/** A mobile number that signs in or signs up: the phone's number keypad, the browser's saved number. */
export function MobileNumberField(props: TextFieldProps) {
  return (
    <TextField type="tel" inputMode="numeric" autoComplete="tel" maxLength={typedMax} hint={accountTexts.mobile.numberHint} {...props} />
  );
}
