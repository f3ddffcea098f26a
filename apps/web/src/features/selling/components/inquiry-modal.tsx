import { useId, useState } from 'react';
import type { z } from 'zod';
import { limits } from '@kt/contract/limits';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { messages } from '@kt/contract/messages';
import type { DealerCard } from '@kt/contract/selling/dealers';
import { inquiryPicTypes, ZInquiryRequest } from '@kt/contract/selling/inquiry';
import { chosenFileProblem } from '@kt/contract/files/file-rules';
import { useFileChoice, type FileRule } from '../../../components/form/file-field.tsx';
import { KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { TextAreaField } from '../../../components/form/text-area-field.tsx';
import { EmailField, PhoneField, TextField } from '../../../components/form/text-field.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { TextField as TextFieldMarkup } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { sendInquiry } from '../api/send-inquiry.ts';
import { sellingFormTexts as t } from '../texts.ts';
import '../styles/selling.css';

/** Made on use: its messages follow the page's language. */
const pictureRule = (): FileRule => ({
  types: inquiryPicTypes,
  maxBytes: limits.inquiryPicMaxBytes,
  wrongTypeMessage: messages.selling.inquiryPicWrongType,
  tooLargeMessage: messages.selling.inquiryPicTooLarge,
});

type Values = {
  customer_name: string;
  phone: string;
  email: string;
  itemName: string;
  quantity: string;
  description: string;
  itemPic: File | null;
};

type Props = {
  dealer: DealerCard;
  onClose: () => void;
};

/**
 * The inquiry modal behind a dealer card's 'Sell' (spec 2.3, 4, 5): the customer's details, what
 * and how much, an optional picture; sent to the dealer as multipart. Spec 5 says one thing for
 * any field that fails, 'Fill the form properly'; the fields are marked.
 */
export function InquiryModal({ dealer, onClose }: Props) {
  const titleId = useId();
  const [defaultValues] = useState(initialValues);
  const form = useKitForm(ZInquiryRequest, {
    defaultValues,
    errorsAt: 'alert',
    prepare: (values: Values) => ({ ...values, dealer_id: dealer.id }),
  });

  async function send(inquiry: z.output<typeof ZInquiryRequest>) {
    try {
      await sendInquiry({ ...inquiry, quantity: String(inquiry.quantity), itemPic: form.getValues('itemPic') });
    } catch (error) {
      const isOwnWords = error instanceof ApiError && (error.code === 'NETWORK' || error.code === 'RATE_LIMITED');
      toast.error(isOwnWords ? localizeEnglish(error.message) : messages.orders.inquiryFailed);
      return;
    }
    toast.success(messages.orders.inquirySuccess);
    onClose();
  }

  return (
    <Modal className="dialog inquiry-modal" onClose={onClose} labelledBy={titleId}>
      <h2 id={titleId} className="dialog__title">
        {t.inquiryTitle(dealer.name)}
      </h2>
      <KitForm form={form} onValid={send} onInvalid={() => toast.error(messages.orders.inquiryInvalid)}>
        <TextField name="customer_name" label={t.name} autoComplete="name" required />
        <PhoneField name="phone" label={t.phone} required />
        <EmailField name="email" label={t.email} required />
        <TextField name="itemName" label={t.item} placeholder={t.itemPlaceholder} required />
        <TextField name="quantity" label={t.quantityKg} type="number" inputMode="decimal" min="0" step="any" required />
        <TextAreaField name="description" label={t.description} rows={3} />
        <PictureChoice />
        <div className="form__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t.cancel}
          </button>
          <SubmitButton>{t.sendInquiry}</SubmitButton>
        </div>
      </KitForm>
    </Modal>
  );
}

/** The signed-in account's name, phone and e-mail to start from. */
function initialValues(): Values {
  const auth = browserStorage.getAuth();
  return {
    customer_name: auth?.username ?? '',
    phone: auth?.mobile_number ?? '',
    email: auth?.email ?? '',
    itemName: '',
    quantity: '',
    description: '',
    itemPic: null,
  };
}

/** The optional picture: a refused one is said at the field and as a toast, and not kept. */
function PictureChoice() {
  const choice = useFileChoice('itemPic', pictureRule());
  return (
    <TextFieldMarkup
      label={t.picture}
      name="itemPic"
      type="file"
      accept={inquiryPicTypes.join(',')}
      hint={messages.selling.inquiryPicRule}
      error={choice.message}
      inputRef={choice.inputRef}
      onBlur={choice.onBlur}
      onChange={(event) => {
        const file = event.target.files?.[0] ?? null;
        const problem = file ? chosenFileProblem(file, pictureRule()) : null;
        if (problem) toast.error(problem);
        choice.choose(file, event.target);
      }}
    />
  );
}
