import type { z } from 'zod';
import { ZAddressRequest } from '@kt/contract/addresses/address';
import { limits } from '@kt/contract/limits';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { messages } from '@kt/contract/messages';
import { KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { PincodeField } from '../../../components/form/pincode-field.tsx';
import { PhoneField, TextField } from '../../../components/form/text-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePostAddress } from '../api/post-address.ts';
import { addressFormTexts as t } from '../texts.ts';
import '../../../styles/forms.css';
import '../addresses.css';

const emptyAddress = { phone_number: '', address: '', address_area: '', landmark: '', pincode: '', city: '', state: '' };

type Props = {
  userId: number;
  /** How many addresses the caller has saved, when known: at the limit the form refuses at once. */
  savedCount: number | undefined;
  /** The id of the form's heading (the empty state links to it). */
  headingId: string;
};

/**
 * 'Add address' (spec 5 'Customer address'): phone, address, area, landmark, pincode, city and
 * state, all mandatory, checked with the contract's schema ('Enter valid fields…' as a toast,
 * the fields marked). Pressing Tab in the pincode field (or leaving it) fills state and city
 * from the first post office. At most 5 addresses: refused here when 5 are listed, and by the
 * server (409) whatever the list says.
 */
export function AddAddressForm({ userId, savedCount, headingId }: Props) {
  const form = useKitForm(ZAddressRequest, { defaultValues: emptyAddress, errorsAt: 'alert' });
  const post = usePostAddress();
  const isFull = savedCount !== undefined && savedCount >= limits.addressesMax;

  function add(address: z.output<typeof ZAddressRequest>) {
    if (isFull) {
      toast.error(messages.address.limit);
      return;
    }
    post.mutate(
      { ...address, user_id: userId },
      {
        onSuccess: (answer) => {
          toast.success(localizeEnglish(answer.msg));
          form.reset();
        },
        onError: (error) => toast.error(error instanceof ApiError ? localizeEnglish(error.message) : messages.general.loadFailed),
      },
    );
  }

  return (
    <KitForm
      form={form}
      onValid={add}
      onInvalid={() => toast.error(isFull ? messages.address.limit : messages.address.invalid)}
      isBusy={post.isPending}
      className="form address-form"
      aria-labelledby={headingId}
    >
      <PhoneField name="phone_number" label={t.phone} type="text" required />
      <TextField name="address" label={t.address} autoComplete="address-line1" maxLength={300} required />
      <TextField name="address_area" label={t.area} autoComplete="address-line2" maxLength={200} required />
      <TextField name="landmark" label={t.landmark} autoComplete="address-line3" maxLength={200} required />
      <PincodeField name="pincode" label={t.pincode} required fills={{ state: 'state', city: 'city' }} />
      <TextField name="city" label={t.city} autoComplete="address-level2" maxLength={200} required />
      <TextField name="state" label={t.state} autoComplete="address-level1" maxLength={200} required />
      <div className="form__actions address-form__actions">
        <SubmitButton busyLabel={t.adding}>{t.add}</SubmitButton>
      </div>
    </KitForm>
  );
}
