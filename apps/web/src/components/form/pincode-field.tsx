import { useRef, useState, type KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { pincodePattern } from '@kt/contract/patterns';
import { TextField as TextFieldMarkup } from '../ui/text-field.tsx';
import { lookupPincode, type PincodeArea } from '../../lib/pincode.ts';
import { useKit, useKitField } from './kit-form.tsx';
import type { TextFieldProps } from './text-field.tsx';
import { formKitTexts } from './texts.ts';

/**
 * The lookup of spec 5: the pincode is asked of our server's India Post directory and the first
 * post office's state and city go to `onArea`; no post office says 'Please enter valid pincode',
 * a malformed pincode or a failed check 'Invalid pincode'. A message is about the pincode it
 * answered: it goes when the pincode is edited.
 */
function usePincodeLookup(onArea: (area: PincodeArea) => void, onLookingUp: (isLookingUp: boolean) => void) {
  const [answer, setAnswer] = useState<{ pincode: string; message: string } | null>(null);
  const lastLookup = useRef<string | null>(null);

  async function lookUp(pincode: string) {
    const trimmed = pincode.trim();
    // Tabbing through an empty field is not a lookup; the same pincode is not asked twice.
    if (trimmed === '' || trimmed === lastLookup.current) return;
    lastLookup.current = trimmed;
    if (!pincodePattern.test(trimmed)) {
      setAnswer({ pincode: trimmed, message: messages.general.invalidPincode });
      return;
    }
    onLookingUp(true);
    try {
      const area = await lookupPincode(trimmed);
      if (area) {
        onArea(area);
        setAnswer(null);
      } else {
        setAnswer({ pincode: trimmed, message: messages.general.pleaseEnterValidPincode });
      }
    } catch {
      setAnswer({ pincode: trimmed, message: messages.general.invalidPincode });
      // Let a retry with the same pincode ask again (the network may be back).
      lastLookup.current = null;
    } finally {
      onLookingUp(false);
    }
  }

  return {
    lookUp,
    messageAbout: (pincode: string) => (answer && answer.pincode === pincode.trim() ? answer.message : null),
    /** An edited pincode is asked again, even one asked before (after the form was cleared). */
    edited: (pincode: string) => {
      if (pincode.trim() !== lastLookup.current) lastLookup.current = null;
    },
  };
}

type Props = Omit<TextFieldProps, 'inputMode' | 'autoComplete'> & {
  /** The fields the first post office fills: its state and its city (district). */
  fills: { state: string; city: string };
};

/**
 * The pincode of an address: typing its sixth digit, pressing Tab in it or leaving it looks it up
 * and fills the state and city fields; the form is busy while it asks. The lookup's message shows
 * at the field.
 */
export function PincodeField({ name, fills, hint = formKitTexts.pincodeHint, onChange, onBlur, onKeyDown, ...input }: Props) {
  const { form } = useKit();
  const value = (useWatch({ control: form.control, name }) as string | undefined) ?? '';
  const lookup = usePincodeLookup(
    (area) => {
      form.setValue(fills.state, area.state, { shouldDirty: true });
      form.setValue(fills.city, area.city, { shouldDirty: true });
      form.clearErrors([fills.state, fills.city]);
    },
    (isLookingUp) => form.kit.setLookingUp(name, isLookingUp),
  );
  const field = useKitField(name, {
    onChange: (event: { target: HTMLInputElement }) => {
      lookup.edited(event.target.value);
      // On a phone there is no Tab: a complete pincode is asked at once (issue 28).
      if (pincodePattern.test(event.target.value.trim())) void lookup.lookUp(event.target.value);
      onChange?.(event as never);
    },
    onBlur: (event: { target: HTMLInputElement }) => {
      void lookup.lookUp(event.target.value);
      onBlur?.(event as never);
    },
  });
  const message = lookup.messageAbout(value) ?? field.error;
  return (
    <TextFieldMarkup
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={limits.pincodeDigits}
      hint={hint}
      {...input}
      {...field.inputProps}
      error={message}
      aria-invalid={field.isInvalid || message ? true : undefined}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        // Tab moves on as usual; the lookup fills the fields it moves to.
        if (event.key === 'Tab' && !event.shiftKey) void lookup.lookUp(event.currentTarget.value);
        onKeyDown?.(event);
      }}
    />
  );
}
