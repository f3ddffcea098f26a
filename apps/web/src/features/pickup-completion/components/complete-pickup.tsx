import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useFormState, useWatch, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { fromHundredths, readHundredths } from '@kt/contract/money';
import {
  paymentMethods,
  ZOrderCompletionRequest,
  type OrderCompletion,
  type OrderCompletionRequest,
  type PaymentMethod,
  type WeightsProposal,
} from '@kt/contract/orders/completion';
import type { Order } from '@kt/contract/orders/orders';
import { scalePhotoRule, ZWeightsProposalRequest, type DealerWeights, type WeightsProposalRequest } from '@kt/contract/orders/weights';
import { chosenFileProblem } from '@kt/contract/files/file-rules';
import { buildUpiLink } from '@kt/contract/payments/upi';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { FormMessage, KitForm, SubmitButton, useKit, useKitField, useKitForm } from '../../../components/form/kit-form.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ScalePhoto } from '../../../components/scale-photo/scale-photo.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { UpiPay } from '../../../components/upi/upi-pay.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatRupees } from '../../../lib/format.ts';
import { paths, receiptPath } from '../../../lib/paths.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useCompleteOrder, type CompletionBody } from '../api/complete-order.ts';
import { useDealerAreaPrices } from '../api/get-area-prices.ts';
import { orderToCompleteKey, useOrderToComplete } from '../api/get-order-to-complete.ts';
import { dealerWeightsKey, useDealerWeights, useProposeWeights } from '../api/order-weights.ts';
import {
  clearDraft,
  newDraft,
  readDraft,
  toCompletionDraft,
  toCompletionValues,
  writeDraft,
  type CompletionDraft,
  type CompletionValues,
} from '../draft.ts';
import { formatRate, lineAmountPaise } from '../amounts.ts';
import { completionTexts as texts, unitName } from '../texts.ts';
import '../../../styles/forms.css';
import '../pickup-completion.css';

type OrderCompletionRequestInput = z.input<typeof ZOrderCompletionRequest>;

/**
 * The completion screen at the door (issue 16), made for a phone, in two steps since issue 28:
 * first the weighed kg of every item at the order's agreed rate (plus items added from the
 * dealer's prices for the pincode), with the running total in exact paise and an optional photo
 * of the scale, sent to the customer's card; then the customer's code, which agrees to those
 * weights, and the payment (with UPI, a link and QR code to pay the customer, and the UTR).
 * What is typed is kept in localStorage per order until the server has answered with success.
 */
export function CompletePickup({ orderNumber }: { orderNumber: string }) {
  const auth = useAuth();
  // The area layout sends a signed-out visitor to /signin.
  if (!auth) return null;
  // An employee completes the pickups of the dealer they work for.
  return <OrderToComplete dealerId={auth.dealer_id ?? auth.id} orderNumber={orderNumber} />;
}

function OrderToComplete({ dealerId, orderNumber }: { dealerId: number; orderNumber: string }) {
  const order = useOrderToComplete(dealerId, orderNumber);
  const weights = useDealerWeights(orderNumber);
  const [result, setResult] = useState<OrderCompletion | null>(null);
  const [isChanging, setIsChanging] = useState(false);
  const isCompleted = order.data?.status === 'Completed';

  useEffect(() => {
    // Completed meanwhile (on another phone, or this one before a reload): nothing left to send.
    if (isCompleted) clearDraft(orderNumber);
  }, [isCompleted, orderNumber]);

  if (result) return <CompletionDone result={result} />;
  if (order.isPending) {
    return (
      <p className="completion__status" aria-busy="true">
        {texts.loading}
      </p>
    );
  }
  if (order.isError) return <LoadError onRetry={() => void order.refetch()} />;
  if (!order.data) return <Notice text={texts.notFound} />;
  if (isCompleted) return <Notice text={texts.alreadyCompleted} receiptOf={orderNumber} />;
  if (order.data.status !== 'Accepted') return <Notice text={texts.notAccepted} />;
  if (weights.isPending) {
    return (
      <p className="completion__status" aria-busy="true">
        {texts.loading}
      </p>
    );
  }
  if (weights.isError) return <LoadError onRetry={() => void weights.refetch()} />;
  const { proposal } = weights.data;
  if (!proposal || isChanging) {
    return (
      <CompletionForm
        order={order.data}
        dealerId={dealerId}
        proposal={proposal}
        onSent={() => setIsChanging(false)}
        onKeep={proposal ? () => setIsChanging(false) : undefined}
      />
    );
  }
  return <AgreedCompletion order={order.data} dealerId={dealerId} weights={weights.data} proposal={proposal} onChange={() => setIsChanging(true)} onDone={setResult} />;
}

function Notice({ text, receiptOf }: { text: string; receiptOf?: string }) {
  return (
    <div className="completion">
      <p className="empty-state">{text}</p>
      <div className="completion__links">
        {receiptOf && (
          <Link to={receiptPath(receiptOf)} className="btn btn--primary completion__big-button">
            {texts.receipt}
          </Link>
        )}
        <Link to={paths.dealerPickup} className="btn btn--secondary completion__big-button">
          {texts.backToPickups}
        </Link>
      </div>
    </div>
  );
}

function CompletionDone({ result }: { result: OrderCompletion }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="completion completion--done">
      <h2 ref={headingRef} tabIndex={-1} className="completion__done-heading">
        {texts.doneHeading}
      </h2>
      <p className="completion__total">
        <span>{texts.doneTotal}</span>
        <strong>{formatRupees(result.total_amount)}</strong>
      </p>
      <div className="completion__links">
        <Link to={receiptPath(result.order_number)} className="btn btn--primary completion__big-button">
          {texts.receipt}
        </Link>
        <Link to={paths.dealerPickup} className="btn btn--secondary completion__big-button">
          {texts.backToPickups}
        </Link>
      </div>
    </div>
  );
}

/** The weights the values make (step 1). */
function toWeightsRequest({ items }: CompletionValues): z.input<typeof ZWeightsProposalRequest> {
  return { items: items.map((line) => ({ subcategory_id: line.subcategory_id, weight_kg: line.weight_kg })) };
}

/** A draft of the weights in force, for changing them (no draft kept on this phone). */
function draftOfProposal(order: Order, proposal: WeightsProposal): CompletionDraft {
  const draft = newDraft(order.items.length);
  return {
    ...draft,
    weights: order.items.map((item) => proposal.items.find((line) => line.subcategory_id === item.subcategory_id)?.weight_kg ?? ''),
    added: proposal.items
      .filter((line) => line.added_at_door)
      .map((line) => ({ subcategory_id: line.subcategory_id, name: line.subcategory_name, unit: line.unit, rate: line.unit_price, weight: line.weight_kg })),
  };
}

const codeDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, limits.pickupCodeDigits);
const weightText = (typed: string) => typed.replace(',', '.').replace(/[^\d.]/g, '');

type CompletionFormProps = {
  order: Order;
  dealerId: number;
  /** The weights in force when they are being changed. */
  proposal: WeightsProposal | null;
  onSent: () => void;
  /** Back to the weights in force without changing them. */
  onKeep?: () => void;
};

/** Step 1: the weighed kg (and a photo of the scale), sent to the customer's card. */
function CompletionForm({ order, dealerId, proposal, onSent, onKeep }: CompletionFormProps) {
  const orderNumber = order.order_number;
  const [initial] = useState(() => {
    const stored = readDraft(orderNumber, order.items.length);
    // Changing the weights starts from those in force (the draft keeps its completion_key).
    const start = proposal ? { ...draftOfProposal(order, proposal), ...(stored ? { completion_key: stored.completion_key } : {}) } : (stored ?? newDraft(order.items.length));
    return { values: toCompletionValues(order, start), restored: stored !== null && proposal === null };
  });
  const form = useKitForm(ZWeightsProposalRequest, {
    defaultValues: initial.values,
    prepare: toWeightsRequest,
  });
  const [scalePhoto, setScalePhoto] = useState<File | null>(null);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const { control, setValue } = form;
  const lines = useFieldArray({ control, name: 'items' });
  const values = useWatch({ control }) as CompletionValues;
  const [toAdd, setToAdd] = useState('');
  const prices = useDealerAreaPrices(dealerId, order.pincode);
  const propose = useProposeWeights(orderNumber);
  const ids = useId();

  useEffect(() => {
    // Every keystroke is kept (and the completion_key from the first render on), until the completion succeeds.
    writeDraft(orderNumber, toCompletionDraft(values));
  }, [values, orderNumber]);

  const priceEntries = useMemo(() => prices.data ?? [], [prices.data]);
  const typedLines = values.items;
  const totalPaise = typedLines.reduce((sum, line) => sum + (lineAmountPaise(line.weight_kg, line.rate) ?? 0n), 0n);
  const inForm = new Set(typedLines.map((line) => line.subcategory_id));
  const addable = priceEntries.filter((entry) => !inForm.has(entry.subcategory));
  const atLimit = typedLines.length >= limits.completionItemsMax;

  const addItem = () => {
    const entry = priceEntries.find((candidate: PriceListEntry) => String(candidate.subcategory) === toAdd);
    if (!entry || atLimit) return;
    lines.append(
      { subcategory_id: entry.subcategory, name: entry.subcategory_name, unit: entry.unit, rate: entry.price, weight_kg: '', added: true },
      { shouldFocus: false },
    );
    setToAdd('');
  };

  const send = (request: WeightsProposalRequest) => {
    if (photoProblem) return;
    propose.mutate(
      { items: request.items, scalePhoto },
      {
        onSuccess: () => {
          toast.success(texts.weightsSent);
          onSent();
        },
        onError: (error) => showRefusal(form, error, typedLines.length),
      },
    );
  };

  const address = [order.customer.address, order.customer.city].filter(Boolean).join(', ');

  return (
    <KitForm
      form={form}
      onValid={send}
      onInvalid={() => form.setFormMessage(texts.fixFields)}
      isBusy={propose.isPending}
      className="completion"
      aria-labelledby={`${ids}-heading`}
    >
      <div className="completion__order">
        <h2 id={`${ids}-heading`} className="completion__heading">
          {texts.orderHeading(orderNumber)}
        </h2>
        <p className="completion__party">
          {order.customer.name}
          {address && ` · ${address} – ${order.pincode}`}
        </p>
      </div>
      <p className="completion__step">{texts.step1}</p>
      {proposal && <p className="completion__note">{texts.changeWarning}</p>}
      {initial.restored && <p className="completion__note">{texts.draftRestored}</p>}

      <fieldset className="completion__items">
        <legend className="completion__legend">{texts.itemsHeading}</legend>
        <p className="field__hint">{texts.itemsHint}</p>
        <ItemsMessage />
        {lines.fields.map((line, index) => {
          const amount = lineAmountPaise(typedLines[index]?.weight_kg ?? '', line.rate);
          const rate = texts.rate(formatRate(line.rate), unitName(line.unit));
          const name = `items.${index}.weight_kg` as const;
          return (
            <div key={line.id} className="completion__line">
              <TextField
                name={name}
                className="completion__weight"
                label={texts.weightLabel(line.name, rate)}
                hint={line.added ? texts.addedAtDoor : undefined}
                inputMode="decimal"
                autoComplete="off"
                addon={<span className="completion__unit">{unitName(line.unit)}</span>}
                onChange={(event) => {
                  const weight = weightText(event.target.value);
                  if (weight !== event.target.value) setValue(name, weight);
                }}
              />
              <div className="completion__line-foot">
                <span className="completion__line-amount">
                  {texts.lineAmount} {formatRupees(fromHundredths(amount ?? 0n))}
                </span>
                {line.added && (
                  <button type="button" className="btn btn--secondary" aria-label={texts.removeAria(line.name)} onClick={() => lines.remove(index)}>
                    {texts.remove}
                  </button>
                )}
              </div>
            </div>
          );
        })}
      </fieldset>

      <fieldset className="completion__add">
        <legend className="completion__legend">{texts.addHeading}</legend>
        {prices.isError ? (
          <p className="field__hint">{texts.pricesFailed}</p>
        ) : atLimit ? (
          <p className="field__hint">{texts.addLimit}</p>
        ) : prices.isSuccess && addable.length === 0 ? (
          <p className="field__hint">{texts.addNone}</p>
        ) : (
          <div className="completion__add-row">
            <label htmlFor={`${ids}-add`} className="field__label">
              {texts.addLabel}
            </label>
            <select id={`${ids}-add`} className="field__select" value={toAdd} onChange={(event) => setToAdd(event.target.value)}>
              <option value="">{texts.addChoose}</option>
              {addable.map((entry) => (
                <option key={entry.subcategory} value={String(entry.subcategory)}>
                  {entry.subcategory_name} ({texts.rate(formatRate(entry.price), unitName(entry.unit))})
                </option>
              ))}
            </select>
            <button type="button" className="btn btn--secondary completion__big-button" disabled={toAdd === ''} onClick={addItem}>
              {texts.addButton}
            </button>
          </div>
        )}
      </fieldset>

      <div className="field">
        <label htmlFor={`${ids}-photo`} className="field__label">
          {texts.scalePhotoLabel}
        </label>
        <input
          id={`${ids}-photo`}
          type="file"
          accept={scalePhotoRule.types.join(',')}
          capture="environment"
          className="completion__photo"
          aria-describedby={`${ids}-photo-hint`}
          aria-invalid={photoProblem ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            setScalePhoto(file);
            setPhotoProblem(file ? chosenFileProblem(file, scalePhotoRule) : null);
          }}
        />
        <p id={`${ids}-photo-hint`} className="field__hint">
          {texts.scalePhotoHint}
        </p>
        {photoProblem && (
          <p className="field__error" role="alert">
            {photoProblem}
          </p>
        )}
      </div>

      <p className="completion__total" aria-live="polite">
        <span>{texts.total}</span>
        <strong data-testid="completion-total">{formatRupees(fromHundredths(totalPaise))}</strong>
      </p>

      <FormMessage />

      <SubmitButton className="btn btn--primary completion__big-button completion__send" busyLabel={texts.sendingWeights}>
        {texts.sendWeights}
      </SubmitButton>
      {onKeep && (
        <button type="button" className="btn btn--secondary completion__big-button" onClick={onKeep}>
          {texts.cancelChange}
        </button>
      )}
    </KitForm>
  );
}

type AgreedValues = { code: string; payment_method: PaymentMethod | ''; payment_reference: string };

type AgreedProps = {
  order: Order;
  dealerId: number;
  weights: DealerWeights;
  proposal: WeightsProposal;
  onChange: () => void;
  onDone: (result: OrderCompletion) => void;
};

/**
 * Step 2: the weights the customer sees, the code they give when they agree, and the payment.
 * The completion names the weights' version: a code given for other weights completes nothing.
 */
function AgreedCompletion({ order, dealerId, weights, proposal, onChange, onDone }: AgreedProps) {
  const orderNumber = order.order_number;
  const queryClient = useQueryClient();
  const [draft] = useState<CompletionDraft>(() => readDraft(orderNumber, order.items.length) ?? newDraft(order.items.length));
  const form = useKitForm(ZOrderCompletionRequest, {
    defaultValues: { code: draft.code, payment_method: draft.payment_method, payment_reference: draft.payment_reference } as AgreedValues,
    prepare: ({ code, payment_method, payment_reference }: AgreedValues): OrderCompletionRequestInput => ({
      code,
      weights_version: proposal.weights_version,
      // '' until chosen: the schema refuses it, in this form's words (fieldMessages).
      payment_method: payment_method as PaymentMethod,
      ...(payment_method === 'upi' ? { payment_reference } : {}),
      completion_key: draft.completion_key,
    }),
    fieldMessages: { payment_method: texts.paymentRequired },
  });
  const { control, setValue } = form;
  const values = useWatch({ control }) as AgreedValues;
  const completion = useCompleteOrder(orderNumber);
  const sentRef = useRef(false);
  const ids = useId();

  useEffect(() => {
    // The code and payment are kept beside the weights (and the completion_key), until success.
    if (!sentRef.current) writeDraft(orderNumber, { ...(readDraft(orderNumber, order.items.length) ?? draft), ...values, completion_key: draft.completion_key });
  }, [values, orderNumber, order.items.length, draft]);

  const complete = (request: OrderCompletionRequest) => {
    const body: CompletionBody = { ...request, completion_key: draft.completion_key };
    completion.mutate(body, {
      onSuccess: (answer) => {
        sentRef.current = true;
        clearDraft(orderNumber);
        onDone(answer);
      },
      onError: (error) => {
        showRefusal(form, error, 0);
        if (error instanceof ApiError && error.status === 409) {
          void queryClient.invalidateQueries({ queryKey: orderToCompleteKey(dealerId, orderNumber) });
          void queryClient.invalidateQueries({ queryKey: dealerWeightsKey(orderNumber) });
        }
      },
    });
  };

  return (
    <KitForm
      form={form}
      onValid={complete}
      onInvalid={() => form.setFormMessage(texts.fixFields)}
      isBusy={completion.isPending}
      className="completion"
      aria-labelledby={`${ids}-heading`}
    >
      <div className="completion__order">
        <h2 id={`${ids}-heading`} className="completion__heading">
          {texts.orderHeading(orderNumber)}
        </h2>
        <p className="completion__party">{order.customer.name}</p>
      </div>

      <section className="completion__proposal" aria-labelledby={`${ids}-proposal`}>
        <h3 id={`${ids}-proposal`} className="completion__legend">
          {texts.proposedHeading}
        </h3>
        <ul className="completion__proposed" data-testid="proposed-weights">
          {proposal.items.map((item) => (
            <li key={item.subcategory_id} className="completion__proposed-line">
              <span>
                {item.subcategory_name} · {item.weight_kg} {unitName(item.unit)} × {texts.rate(formatRate(item.unit_price), unitName(item.unit))}
              </span>
              <strong>{formatRupees(item.amount)}</strong>
            </li>
          ))}
        </ul>
        <p className="completion__total">
          <span>{texts.total}</span>
          <strong data-testid="completion-total">{formatRupees(proposal.total_amount)}</strong>
        </p>
        {proposal.scale_photo && <ScalePhoto orderNumber={orderNumber} caption={texts.scalePhotoLabel} version={proposal.weights_version} />}
        <button type="button" className="btn btn--secondary completion__big-button" onClick={onChange}>
          {texts.changeWeights}
        </button>
      </section>

      <p className="completion__step">{texts.step2}</p>
      <p className="completion__note">{weights.code_locked ? texts.codeLocked : texts.proposedHint}</p>

      <TextField
        name="code"
        className="completion__code"
        label={texts.codeLabel}
        hint={texts.codeHint}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={limits.pickupCodeDigits}
        onChange={(event) => {
          const code = codeDigits(event.target.value);
          if (code !== event.target.value) setValue('code', code);
        }}
      />

      <PaymentChoice isUpi={values.payment_method === 'upi'} payee={weights.payee} orderNumber={orderNumber} total={proposal.total_amount} />

      <FormMessage />

      <SubmitButton className="btn btn--primary completion__big-button completion__send" busyLabel={texts.sending}>
        {texts.send}
      </SubmitButton>
    </KitForm>
  );
}

/** A refusal of the items as a whole (none, too many), from the check or the server. */
function ItemsMessage() {
  const { form } = useKit();
  const { errors } = useFormState({ control: form.control, name: 'items' });
  const items = errors.items as { message?: string; root?: { message?: string } } | undefined;
  const message = items?.message ?? items?.root?.message;
  return message ? (
    <p className="field__error" role="alert">
      {message}
    </p>
  ) : null;
}

type PaymentChoiceProps = { isUpi: boolean; payee: DealerWeights['payee']; orderNumber: string; total: string };

/** The UPI link to pay the customer: their UPI ID, name, the exact total, the order as tr and tn; null without a UPI ID or an amount. */
function upiLinkOf({ payee, orderNumber, total }: Omit<PaymentChoiceProps, 'isUpi'>): string | null {
  const amountPaise = readHundredths(total);
  if (!payee.upi_vpa || amountPaise === null || amountPaise <= 0n) return null;
  try {
    return buildUpiLink({ payeeVpa: payee.upi_vpa, payeeName: payee.name, amountPaise, reference: orderNumber });
  } catch {
    return null;
  }
}

/** Cash or UPI, and with UPI the link and QR code to pay the customer, and the UTR. */
function PaymentChoice({ isUpi, payee, orderNumber, total }: PaymentChoiceProps) {
  const errorId = useId();
  const field = useKitField('payment_method');
  const { inputRef, ...wiring } = field.inputProps;
  return (
    <fieldset className="completion__payment" aria-describedby={field.error ? errorId : undefined}>
      <legend className="completion__legend">{texts.paymentHeading}</legend>
      <div className="completion__choices">
        {paymentMethods.map((method) => (
          <label key={method} className="completion__choice">
            <input ref={inputRef} type="radio" value={method} {...wiring} />
            {texts[method]}
          </label>
        ))}
      </div>
      {field.error && (
        <p id={errorId} className="field__error" role="alert">
          {field.error}
        </p>
      )}
      {isUpi && <UpiToCustomer payee={payee} orderNumber={orderNumber} total={total} />}
      {isUpi && (
        <TextField
          name="payment_reference"
          label={texts.upiReference}
          hint={texts.upiHint}
          autoComplete="off"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={12}
        />
      )}
    </fieldset>
  );
}

function UpiToCustomer(props: Omit<PaymentChoiceProps, 'isUpi'>) {
  const link = upiLinkOf(props);
  if (!link) return <p className="completion__note">{texts.upiToNumber(props.payee.mobile)}</p>;
  return (
    <UpiPay
      link={link}
      amountText={formatRupees(props.total)}
      payeeName={props.payee.name}
      payeeVpa={props.payee.upi_vpa ?? undefined}
      reference={props.orderNumber}
      heading={texts.upiPayHeading}
    />
  );
}

/** The form field a server's field key names: 'items.0.weight_kg' (or 'items[0].weight_kg'), 'code', ... */
function fieldOf(key: string, lineCount: number): string {
  const path = key.replace(/\[(\d+)\]/g, '.$1').split('.');
  const index = Number(path[1]);
  if (path[0] === 'items' && path[1] !== undefined && Number.isInteger(index) && index < lineCount) return `items.${index}.weight_kg`;
  return path[0] ?? 'form';
}

/** A refusal in words at its field: the server's per-field messages, else its message for the whole form. */
function showRefusal<V extends FieldValues, O>(form: KitForm<V, O>, error: Error, lineCount: number) {
  if (!(error instanceof ApiError) || error.status === 0) {
    form.setFormMessage(texts.notSent);
    return;
  }
  if (error.status >= 500) {
    form.setFormMessage(texts.serverError);
    return;
  }
  const fields = new Map<string, string>();
  for (const [key, list] of Object.entries(error.body?.fields ?? {})) {
    const field = fieldOf(key, lineCount);
    // The server's words are English (the API's contract); the page shows them in its language.
    if (list[0] && !fields.has(field)) fields.set(field, localizeEnglish(list[0]));
  }
  // A locked code is refused as a whole (409) but belongs at the code field.
  if (error.body?.message && localizeEnglish(error.body.message) === messages.pickup.codeLocked && !fields.has('code')) fields.set('code', messages.pickup.codeLocked);
  const isFormField = (field: string) => ['code', 'items', 'payment_method', 'payment_reference'].includes(field) || field.startsWith('items.');
  for (const [field, text] of fields) if (isFormField(field)) form.setError(field as Path<V>, { type: 'server', message: text });
  const loose = [...fields].filter(([field]) => !isFormField(field));
  if (fields.size > 0 && loose.length === 0) {
    // Said at the field; the alert repeats it only when there is more than one.
    form.setFormMessage(fields.size > 1 ? texts.fixFields : null);
    return;
  }
  form.setFormMessage(loose[0]?.[1] ?? localizeEnglish(error.body?.message ?? error.msg ?? error.message));
}
