import { useId, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ZAreaPincodeForm } from '@kt/contract/catalog/pincode-lookup';
import { limits } from '@kt/contract/limits';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { messages } from '@kt/contract/messages';
import { KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { lookupPincode, type PincodeArea } from '../../../lib/pincode.ts';
import { areaQueryKey } from '../api/get-area.ts';
import { sellingFormTexts as t } from '../texts.ts';
import '../styles/selling.css';

type Props = {
  /** Closes it; called after a valid pincode was saved, or when the person cancels. */
  onClose: () => void;
};

/**
 * The change-pincode modal (spec 2.3, 4, 5): the pincode is checked against our pincode
 * directory; a valid one becomes the current area pincode and the modal closes. It brings zod
 * with it: pages that load first open it from a lazily loaded chunk (use-pincode-modal.tsx).
 */
export function PincodeModal({ onClose }: Props) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const form = useKitForm(ZAreaPincodeForm, { defaultValues: { pincode: browserStorage.getPincode() ?? '' }, errorsAt: 'alert' });

  async function save({ pincode }: { pincode: string }) {
    let area: PincodeArea | null;
    try {
      area = await lookupPincode(pincode);
    } catch (error) {
      // A lost connection or a rate limit says so; any other failed check is 'Invalid pincode' (spec 5).
      const isOwnWords = error instanceof ApiError && (error.code === 'NETWORK' || error.code === 'RATE_LIMITED');
      toast.error(isOwnWords ? localizeEnglish(error.message) : messages.general.invalidPincode);
      return;
    }
    if (!area) {
      toast.error(messages.general.enterValidPincode);
      return;
    }
    // The selling page names the area from this answer without asking again.
    queryClient.setQueryData(areaQueryKey(pincode), area);
    browserStorage.setPincode(pincode);
    onClose();
  }

  function keepDigits(event: ChangeEvent<HTMLInputElement>) {
    const digits = event.target.value.replace(/\D/g, '');
    if (digits !== event.target.value) form.setValue('pincode', digits);
  }

  return (
    <Modal className="dialog pincode-modal" onClose={onClose} labelledBy={titleId}>
      <h2 id={titleId} className="dialog__title">
        {t.pincodeTitle}
      </h2>
      <KitForm form={form} onValid={save} onInvalid={() => toast.error(messages.general.invalidPincode)}>
        <TextField
          name="pincode"
          label={t.pincodeLabel}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={limits.pincodeDigits}
          placeholder={t.pincodePlaceholder}
          required
          onChange={keepDigits}
        />
        <div className="form__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t.cancel}
          </button>
          <SubmitButton>{t.savePincode}</SubmitButton>
        </div>
      </KitForm>
    </Modal>
  );
}
