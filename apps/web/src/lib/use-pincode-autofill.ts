import { useRef, useState, type KeyboardEvent } from 'react';
import { messages } from '@kt/contract/messages';
import { pincodePattern } from '@kt/contract/patterns';
import { lookupPincode, type PincodeArea } from './pincode.ts';

/**
 * The pincode field of an address form (spec 5): pressing Tab in it (or leaving it) looks the
 * pincode up on our server and hands the first post office's state and city to `onArea`; no
 * post office says 'Please enter valid pincode', a failed check 'Invalid pincode'.
 */
export function usePincodeAutofill(onArea: (area: PincodeArea) => void) {
  const [pincodeMessage, setPincodeMessage] = useState<string | null>(null);
  const [isLookingUp, setIsLookingUp] = useState(false);
  const lastLookup = useRef<string | null>(null);

  async function lookUp(pincode: string) {
    const trimmed = pincode.trim();
    // Tabbing through an empty field is not a lookup; the same pincode is not asked twice.
    if (trimmed === '' || trimmed === lastLookup.current) return;
    lastLookup.current = trimmed;
    if (!pincodePattern.test(trimmed)) {
      setPincodeMessage(messages.general.invalidPincode);
      return;
    }
    setIsLookingUp(true);
    try {
      const area = await lookupPincode(trimmed);
      if (area) {
        onArea(area);
        setPincodeMessage(null);
      } else {
        setPincodeMessage(messages.general.pleaseEnterValidPincode);
      }
    } catch {
      setPincodeMessage(messages.general.invalidPincode);
      // Let a retry with the same pincode ask again (the network may be back).
      lastLookup.current = null;
    } finally {
      setIsLookingUp(false);
    }
  }

  return {
    pincodeMessage,
    isLookingUp,
    /** The props of the pincode input that trigger the lookup. */
    lookupTriggers: {
      onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
        // Tab moves on as usual; the lookup fills the fields it moves to.
        if (event.key === 'Tab' && !event.shiftKey) void lookUp(event.currentTarget.value);
      },
      onBlur(event: { target: HTMLInputElement }) {
        void lookUp(event.target.value);
      },
    },
    /** After the form is cleared: no message, and the same pincode is looked up again. */
    reset() {
      lastLookup.current = null;
      setPincodeMessage(null);
    },
  };
}
