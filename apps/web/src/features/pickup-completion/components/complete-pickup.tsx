import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { limits } from '@kt/contract/limits';
import { messages } from '@kt/contract/messages';
import { fromHundredths } from '@kt/contract/money';
import { ZOrderCompletionRequest, type OrderCompletion, type PaymentMethod } from '@kt/contract/orders/completion';
import type { Order } from '@kt/contract/orders/orders';
import type { PriceListEntry } from '@kt/contract/selling/price-list';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatRupees } from '../../../lib/format.ts';
import { paths, receiptPath } from '../../../lib/paths.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useCompleteOrder, type CompletionBody } from '../api/complete-order.ts';
import { useDealerAreaPrices } from '../api/get-area-prices.ts';
import { orderToCompleteKey, useOrderToComplete } from '../api/get-order-to-complete.ts';
import { clearDraft, newDraft, readDraft, writeDraft, type AddedItem, type CompletionDraft } from '../draft.ts';
import { formatRate, lineAmountPaise } from '../amounts.ts';
import { completionTexts as texts } from '../texts.ts';
import '../../../styles/forms.css';
import '../pickup-completion.css';

/**
 * The completion screen at the door (issue 16), made for a phone: the customer's code, the
 * weighed kg of every item at the order's agreed rate (plus items added from the dealer's
 * prices for the pincode), the payment, and the running total in exact paise. What is typed is
 * kept in localStorage per order until the server has answered with success.
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
  const [result, setResult] = useState<OrderCompletion | null>(null);
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
  return <CompletionForm order={order.data} dealerId={dealerId} onDone={setResult} />;
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

/** One weighed line: an item of the order (by position) or one added at the door. */
type Line = {
  key: string;
  name: string;
  unit: string;
  rate: string;
  weight: string;
  subcategoryId: number | undefined;
  added: boolean;
};

type FieldErrors = Record<string, string>;

function CompletionForm({ order, dealerId, onDone }: { order: Order; dealerId: number; onDone: (result: OrderCompletion) => void }) {
  const orderNumber = order.order_number;
  const queryClient = useQueryClient();
  const [initial] = useState(() => {
    const stored = readDraft(orderNumber, order.items.length);
    return { draft: stored ?? newDraft(order.items.length), restored: stored !== null };
  });
  const [draft, setDraft] = useState<CompletionDraft>(initial.draft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [toAdd, setToAdd] = useState('');
  const prices = useDealerAreaPrices(dealerId, order.pincode);
  const completion = useCompleteOrder(orderNumber);
  const sentRef = useRef(false);
  const ids = useId();

  useEffect(() => {
    // Every keystroke is kept (and the completion_key from the first render on), until success.
    if (!sentRef.current) writeDraft(orderNumber, draft);
  }, [draft, orderNumber]);

  const priceEntries = useMemo(() => prices.data ?? [], [prices.data]);
  const lines: Line[] = useMemo(
    () => [
      ...order.items.map((item, index) => ({
        key: `o${index}`,
        name: item.subcategory_name,
        unit: item.unit,
        rate: item.unit_price,
        weight: draft.weights[index] ?? '',
        subcategoryId: item.subcategory_id,
        added: false,
      })),
      ...draft.added.map((item) => ({
        key: `a${item.subcategory_id}`,
        name: item.name,
        unit: item.unit,
        rate: item.rate,
        weight: item.weight,
        subcategoryId: item.subcategory_id,
        added: true,
      })),
    ],
    [order.items, draft.weights, draft.added],
  );

  const totalPaise = lines.reduce((sum, line) => sum + (lineAmountPaise(line.weight, line.rate) ?? 0n), 0n);
  const inForm = new Set(lines.map((line) => line.subcategoryId));
  const addable = priceEntries.filter((entry) => !inForm.has(entry.subcategory));
  const atLimit = lines.length >= limits.completionItemsMax;

  const update = (change: (current: CompletionDraft) => CompletionDraft, clearing?: string) => {
    setDraft((current) => change(current));
    if (clearing) setErrors(({ [clearing]: _cleared, ...rest }) => rest);
  };

  const setWeight = (line: Line, value: string) => {
    const weight = value.replace(',', '.').replace(/[^\d.]/g, '');
    update((current) => {
      if (line.added) {
        return { ...current, added: current.added.map((item) => (`a${item.subcategory_id}` === line.key ? { ...item, weight } : item)) };
      }
      const index = Number(line.key.slice(1));
      return { ...current, weights: current.weights.map((old, at) => (at === index ? weight : old)) };
    }, line.key);
  };

  const addItem = () => {
    const entry = priceEntries.find((candidate: PriceListEntry) => String(candidate.subcategory) === toAdd);
    if (!entry || atLimit) return;
    const item: AddedItem = { subcategory_id: entry.subcategory, name: entry.subcategory_name, unit: entry.unit, rate: entry.price, weight: '' };
    update((current) => ({ ...current, added: [...current.added, item] }));
    setToAdd('');
  };

  const removeItem = (line: Line) => {
    update((current) => ({ ...current, added: current.added.filter((item) => `a${item.subcategory_id}` !== line.key) }), line.key);
  };

  /** Checks the form with the contract's schema; the errors by field, or the body to send. */
  const check = (): { ok: true; body: CompletionBody; lineKeys: string[] } | { ok: false; errors: FieldErrors } => {
    const found: FieldErrors = {};
    for (const line of lines) {
      if (line.subcategoryId === undefined) found[line.key] = texts.itemUnknown;
      else if (line.weight.trim() === '') found[line.key] = texts.weightRequired;
    }
    const sendable = lines.filter((line) => line.subcategoryId !== undefined);
    const body = {
      code: draft.code,
      items: sendable.map((line) => ({ subcategory_id: line.subcategoryId ?? 0, weight_kg: line.weight.trim() })),
      payment_method: draft.payment_method,
      ...(draft.payment_method === 'upi' ? { payment_reference: draft.payment_reference.trim() } : {}),
      completion_key: draft.completion_key,
    };
    const lineKeys = sendable.map((line) => line.key);
    const parsed = ZOrderCompletionRequest.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = fieldOf(issue.path.map(String), lineKeys);
        if (key === 'payment_method') found[key] = texts.paymentRequired;
        else found[key] ??= issue.message;
      }
    }
    if (draft.payment_method === '') found.payment_method = texts.paymentRequired;
    if (Object.keys(found).length > 0 || draft.payment_method === '') return { ok: false, errors: found };
    return { ok: true, body: { ...body, payment_method: draft.payment_method }, lineKeys };
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (completion.isPending) return;
    const checked = check();
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormMessage(texts.fixFields);
      return;
    }
    const { body, lineKeys } = checked;
    setErrors({});
    setFormMessage(null);
    completion.mutate(body, {
      onSuccess: (answer) => {
        sentRef.current = true;
        clearDraft(orderNumber);
        onDone(answer);
      },
      onError: (error) => {
        const refusal = describeRefusal(error, lineKeys);
        setErrors(refusal.fields);
        setFormMessage(refusal.message);
        if (error instanceof ApiError && error.status === 409) {
          void queryClient.invalidateQueries({ queryKey: orderToCompleteKey(dealerId, orderNumber) });
        }
      },
    });
  };

  const address = [order.customer.address, order.customer.city].filter(Boolean).join(', ');

  return (
    <form className="completion" noValidate onSubmit={onSubmit} aria-labelledby={`${ids}-heading`}>
      <div className="completion__order">
        <h2 id={`${ids}-heading`} className="completion__heading">
          {texts.orderHeading(orderNumber)}
        </h2>
        <p className="completion__party">
          {order.customer.name}
          {address && ` · ${address} – ${order.pincode}`}
        </p>
      </div>
      {initial.restored && <p className="completion__note">{texts.draftRestored}</p>}

      <TextField
        className="completion__code"
        label={texts.codeLabel}
        hint={texts.codeHint}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={limits.pickupCodeDigits}
        value={draft.code}
        error={errors.code}
        onChange={(event) => {
          const code = event.target.value.replace(/\D/g, '').slice(0, limits.pickupCodeDigits);
          update((current) => ({ ...current, code }), 'code');
        }}
      />

      <fieldset className="completion__items">
        <legend className="completion__legend">{texts.itemsHeading}</legend>
        <p className="field__hint">{texts.itemsHint}</p>
        {errors.items && (
          <p className="field__error" role="alert">
            {errors.items}
          </p>
        )}
        {lines.map((line) => {
          const amount = lineAmountPaise(line.weight, line.rate);
          const rate = texts.rate(formatRate(line.rate), line.unit);
          return (
            <div key={line.key} className="completion__line">
              <TextField
                className="completion__weight"
                label={texts.weightLabel(line.name, rate)}
                hint={line.added ? texts.addedAtDoor : undefined}
                inputMode="decimal"
                autoComplete="off"
                value={line.weight}
                error={errors[line.key]}
                onChange={(event) => setWeight(line, event.target.value)}
                addon={<span className="completion__unit">{line.unit}</span>}
              />
              <div className="completion__line-foot">
                <span className="completion__line-amount">
                  {texts.lineAmount} {formatRupees(fromHundredths(amount ?? 0n))}
                </span>
                {line.added && (
                  <button type="button" className="btn btn--secondary" aria-label={texts.removeAria(line.name)} onClick={() => removeItem(line)}>
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
                  {entry.subcategory_name} ({texts.rate(formatRate(entry.price), entry.unit)})
                </option>
              ))}
            </select>
            <button type="button" className="btn btn--secondary completion__big-button" disabled={toAdd === ''} onClick={addItem}>
              {texts.addButton}
            </button>
          </div>
        )}
      </fieldset>

      <fieldset className="completion__payment" aria-describedby={errors.payment_method ? `${ids}-payment-error` : undefined}>
        <legend className="completion__legend">{texts.paymentHeading}</legend>
        <div className="completion__choices">
          {(['cash', 'upi'] as const satisfies readonly PaymentMethod[]).map((method) => (
            <label key={method} className="completion__choice">
              <input
                type="radio"
                name={`${ids}-payment`}
                value={method}
                checked={draft.payment_method === method}
                onChange={() => update((current) => ({ ...current, payment_method: method }), 'payment_method')}
              />
              {texts[method]}
            </label>
          ))}
        </div>
        {errors.payment_method && (
          <p id={`${ids}-payment-error`} className="field__error" role="alert">
            {errors.payment_method}
          </p>
        )}
        {draft.payment_method === 'upi' && (
          <TextField
            label={texts.upiReference}
            hint={texts.upiHint}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={35}
            value={draft.payment_reference}
            error={errors.payment_reference}
            onChange={(event) => {
              const reference = event.target.value;
              update((current) => ({ ...current, payment_reference: reference }), 'payment_reference');
            }}
          />
        )}
      </fieldset>

      <p className="completion__total" aria-live="polite">
        <span>{texts.total}</span>
        <strong data-testid="completion-total">{formatRupees(fromHundredths(totalPaise))}</strong>
      </p>

      <FormAlert message={formMessage} />

      <button type="submit" className="btn btn--primary completion__big-button completion__send" disabled={completion.isPending}>
        {completion.isPending ? texts.sending : texts.send}
      </button>
    </form>
  );
}

/** The form field a schema path or a server's field key names: 'code', a line's key, 'payment_reference', ... */
function fieldOf(path: string[], lineKeys: string[]): string {
  if (path[0] === 'items' && path[1] !== undefined && /^\d+$/.test(path[1])) return lineKeys[Number(path[1])] ?? 'items';
  return path[0] ?? 'form';
}

/** A refusal in words at its field: the server's per-field messages, else its message for the whole form. */
function describeRefusal(error: Error, lineKeys: string[]): { fields: FieldErrors; message: string | null } {
  if (!(error instanceof ApiError) || error.status === 0) return { fields: {}, message: texts.notSent };
  if (error.status >= 500) return { fields: {}, message: texts.serverError };
  const fields: FieldErrors = {};
  for (const [key, list] of Object.entries(error.body?.fields ?? {})) {
    const text = list[0];
    if (!text) continue;
    // The server's error handler joins a schema path with dots: 'items.0.weight_kg'.
    const field = fieldOf(key.replace(/\[(\d+)\]/g, '.$1').split('.'), lineKeys);
    fields[field] ??= text;
  }
  // A locked code is refused as a whole (409) but belongs at the code field.
  if (error.body?.message === messages.pickup.codeLocked) fields.code ??= messages.pickup.codeLocked;
  const known = new Set(['code', 'items', 'payment_method', 'payment_reference', ...lineKeys]);
  const loose = Object.entries(fields).filter(([key]) => !known.has(key));
  const message = error.body?.message ?? error.msg ?? error.message;
  if (Object.keys(fields).length > 0 && loose.length === 0) {
    // Said at the field; the alert repeats it only when there is more than one.
    return { fields, message: Object.keys(fields).length > 1 ? texts.fixFields : null };
  }
  return { fields, message: loose[0]?.[1] ?? message };
}
