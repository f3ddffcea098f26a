import { otpRules } from '@kt/contract/limits';
import { TextField, type TextFieldProps } from '../../../components/form/text-field.tsx';

/** The one-time code of an SMS: digits on the phone's keypad, offered from the SMS by the browser. */
export function OtpCodeField(props: TextFieldProps) {
  return <TextField type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={otpRules.codeDigits} {...props} />;
}
