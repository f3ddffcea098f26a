import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { limits } from '@kt/contract/limits';
import { phonePattern } from '@kt/contract/patterns';
import { messages } from '@kt/contract/messages';
import type { DealerCard } from '@kt/contract/selling/dealers';
import { Modal } from '../../../components/ui/dialog.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { sendInquiry } from '../api/send-inquiry.ts';
import '../styles/selling.css';

/** The picture types the server stores (spec: an image; ours: JPEG, PNG or WebP). */
export const inquiryPicTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

// The server's schema checks the e-mail fully; here only its shape, so zod stays off this page.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Values = {
  customer_name: string;
  phone: string;
  email: string;
  itemName: string;
  quantity: string;
  description: string;
};

/** Spec 5 'Inquiry': a name, a 10-digit phone, a quantity above 0 (and the e-mail and item the server needs). */
export function isInquiryValid(values: Values): boolean {
  const quantity = Number(values.quantity);
  return (
    values.customer_name.trim() !== '' &&
    phonePattern.test(values.phone.trim()) &&
    values.quantity.trim() !== '' &&
    Number.isFinite(quantity) &&
    quantity > 0 &&
    emailShape.test(values.email.trim()) &&
    values.itemName.trim() !== ''
  );
}

type Props = {
  dealer: DealerCard;
  onClose: () => void;
};

/**
 * The inquiry modal behind a dealer card's 'Sell' (spec 2.3, 4, 5): the customer's details, what
 * and how much, an optional picture; sent to the dealer as multipart.
 */
export function InquiryModal({ dealer, onClose }: Props) {
  const titleId = useId();
  const [values, setValues] = useState<Values>(() => {
    const auth = browserStorage.getAuth();
    return {
      customer_name: auth?.username ?? '',
      phone: auth?.mobile_number ?? '',
      email: auth?.email ?? '',
      itemName: '',
      quantity: '',
      description: '',
    };
  });
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [pictureKey, setPictureKey] = useState(0);
  const [isSending, setIsSending] = useState(false);

  function update(field: keyof Values, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function choosePicture(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const refusal = !file
      ? null
      : !(inquiryPicTypes as readonly string[]).includes(file.type)
        ? messages.selling.inquiryPicWrongType
        : file.size > limits.inquiryPicMaxBytes
          ? messages.selling.inquiryPicTooLarge
          : null;
    setPictureError(refusal);
    if (refusal) {
      toast.error(refusal);
      setPicture(null);
      // A new input: the refused file is not kept in it.
      setPictureKey((key) => key + 1);
      return;
    }
    setPicture(file);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    if (!isInquiryValid(values)) {
      toast.error(messages.orders.inquiryInvalid);
      return;
    }
    setIsSending(true);
    try {
      await sendInquiry({
        dealer_id: dealer.id,
        customer_name: values.customer_name.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        itemName: values.itemName.trim(),
        quantity: values.quantity.trim(),
        description: values.description.trim(),
        itemPic: picture,
      });
    } catch (error) {
      const isOwnWords = error instanceof ApiError && (error.code === 'NETWORK' || error.code === 'RATE_LIMITED');
      toast.error(isOwnWords ? error.message : messages.orders.inquiryFailed);
      setIsSending(false);
      return;
    }
    toast.success(messages.orders.inquirySuccess);
    onClose();
  }

  return (
    <Modal className="dialog inquiry-modal" onClose={onClose} labelledBy={titleId}>
      <h2 id={titleId} className="dialog__title">
        Sell to {dealer.name}
      </h2>
      <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={isSending}>
        <TextField
          label="Name"
          name="customer_name"
          autoComplete="name"
          required
          value={values.customer_name}
          onChange={(e) => update('customer_name', e.target.value)}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={limits.phoneDigits}
          required
          value={values.phone}
          onChange={(e) => update('phone', e.target.value)}
        />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          onChange={(e) => update('email', e.target.value)}
        />
        <TextField
          label="Item"
          name="itemName"
          placeholder="e.g. Newspaper"
          required
          value={values.itemName}
          onChange={(e) => update('itemName', e.target.value)}
        />
        <TextField
          label="Quantity (kg)"
          name="quantity"
          type="number"
          inputMode="decimal"
          min="0"
          step="any"
          required
          value={values.quantity}
          onChange={(e) => update('quantity', e.target.value)}
        />
        <TextAreaField
          label="Description"
          name="description"
          rows={3}
          value={values.description}
          onChange={(e) => update('description', e.target.value)}
        />
        <TextField
          key={pictureKey}
          label="Picture of the item"
          name="itemPic"
          type="file"
          accept={inquiryPicTypes.join(',')}
          hint={messages.selling.inquiryPicRule}
          error={pictureError}
          onChange={choosePicture}
        />
        <div className="form__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn--primary" disabled={isSending}>
            Send inquiry
          </button>
        </div>
      </form>
    </Modal>
  );
}
