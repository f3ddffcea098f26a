import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { limits } from '@kt/contract/limits';
import { pincodePattern } from '@kt/contract/patterns';
import { messages } from '@kt/contract/messages';
import { Modal } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { lookupPincode, type PincodeArea } from '../../../lib/pincode.ts';
import { areaQueryKey } from '../api/get-area.ts';
import '../styles/selling.css';

type Props = {
  /** Closes it; called after a valid pincode was saved, or when the person cancels. */
  onClose: () => void;
};

/**
 * The change-pincode modal (spec 2.3, 4, 5): the pincode is checked against our pincode
 * directory; a valid one becomes the current area pincode and the modal closes.
 */
export function PincodeModal({ onClose }: Props) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const [pincode, setPincode] = useState(() => browserStorage.getPincode() ?? '');
  const [isChecking, setIsChecking] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isChecking) return;
    const wanted = pincode.trim();
    if (!pincodePattern.test(wanted)) {
      toast.error(messages.general.invalidPincode);
      return;
    }
    setIsChecking(true);
    let area: PincodeArea | null;
    try {
      area = await lookupPincode(wanted);
    } catch (error) {
      // A lost connection or a rate limit says so; any other failed check is 'Invalid pincode' (spec 5).
      const isOwnWords = error instanceof ApiError && (error.code === 'NETWORK' || error.code === 'RATE_LIMITED');
      toast.error(isOwnWords ? error.message : messages.general.invalidPincode);
      setIsChecking(false);
      return;
    }
    if (!area) {
      toast.error(messages.general.enterValidPincode);
      setIsChecking(false);
      return;
    }
    // The selling page names the area from this answer without asking again.
    queryClient.setQueryData(areaQueryKey(wanted), area);
    browserStorage.setPincode(wanted);
    onClose();
  }

  return (
    <Modal className="dialog pincode-modal" onClose={onClose} labelledBy={titleId}>
      <h2 id={titleId} className="dialog__title">
        Change area pincode
      </h2>
      <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={isChecking}>
        <TextField
          label="Area pincode"
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={limits.pincodeDigits}
          placeholder="e.g. 282001"
          required
          value={pincode}
          onChange={(event) => setPincode(event.target.value.replace(/\D/g, ''))}
        />
        <div className="form__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn--primary" disabled={isChecking}>
            Save pincode
          </button>
        </div>
      </form>
    </Modal>
  );
}
