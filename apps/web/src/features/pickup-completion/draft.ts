import type { PaymentMethod } from '@kt/contract/orders/completion';
import type { Order } from '@kt/contract/orders/orders';

/**
 * The completion form as typed so far, kept in localStorage per order number so that a dropped
 * network, a reload or a closed tab at the door loses nothing. The key follows the app's
 * `kt.` naming (lib/browser-storage.ts); `completion_key` is made once per draft, so every
 * retry of the same completion sends the same key and the server answers it as one.
 */
export type AddedItem = { subcategory_id: number; name: string; unit: string; rate: string; weight: string };

export type CompletionDraft = {
  code: string;
  /** The typed kg of each of the order's items, by its position in the order. */
  weights: string[];
  added: AddedItem[];
  payment_method: PaymentMethod | '';
  payment_reference: string;
  completion_key: string;
};

const prefix = 'kt.pickupDraft.';

export function draftKey(orderNumber: string): string {
  return `${prefix}${orderNumber}`;
}

function makeKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Old browsers: 32 random hex digits.
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function newDraft(itemCount: number): CompletionDraft {
  return {
    code: '',
    weights: Array.from({ length: itemCount }, () => ''),
    added: [],
    payment_method: '',
    payment_reference: '',
    completion_key: makeKey(),
  };
}

const isString = (value: unknown): value is string => typeof value === 'string';

function isAddedItem(value: unknown): value is AddedItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.subcategory_id === 'number' && [item.name, item.unit, item.rate, item.weight].every(isString);
}

/** A light shape check (a value that does not parse or has the wrong shape reads as absent). */
function isDraft(value: unknown, itemCount: number): value is CompletionDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    isString(draft.code) &&
    Array.isArray(draft.weights) &&
    draft.weights.length === itemCount &&
    draft.weights.every(isString) &&
    Array.isArray(draft.added) &&
    draft.added.every(isAddedItem) &&
    (draft.payment_method === '' || draft.payment_method === 'cash' || draft.payment_method === 'upi') &&
    isString(draft.payment_reference) &&
    isString(draft.completion_key) &&
    draft.completion_key.length >= 8
  );
}

/** The stored draft of this order, or null (none, unreadable, or for a different set of items). */
export function readDraft(orderNumber: string, itemCount: number): CompletionDraft | null {
  try {
    const raw = window.localStorage.getItem(draftKey(orderNumber));
    if (raw === null) return null;
    const value = JSON.parse(raw) as unknown;
    return isDraft(value, itemCount) ? value : null;
  } catch {
    return null;
  }
}

export function writeDraft(orderNumber: string, draft: CompletionDraft): void {
  try {
    window.localStorage.setItem(draftKey(orderNumber), JSON.stringify(draft));
  } catch {
    // Private mode or a full quota: the form still works for this page view.
  }
}

export function clearDraft(orderNumber: string): void {
  try {
    window.localStorage.removeItem(draftKey(orderNumber));
  } catch {
    // Nothing to do.
  }
}

/** One weighed line of the form: an item of the order (in the order's order) or one added at the door. */
export type CompletionLine = { subcategory_id: number; name: string; unit: string; rate: string; weight_kg: string; added: boolean };

/** The completion form's values, named as the request names them, each line with what it shows. */
export type CompletionValues = Omit<CompletionDraft, 'weights' | 'added'> & { items: CompletionLine[] };

export function toCompletionValues(order: Order, { weights, added, ...draft }: CompletionDraft): CompletionValues {
  return {
    ...draft,
    items: [
      ...order.items.map((item, index) => ({
        subcategory_id: item.subcategory_id,
        name: item.subcategory_name,
        unit: item.unit,
        rate: item.unit_price,
        weight_kg: weights[index] ?? '',
        added: false,
      })),
      ...added.map((item) => ({ subcategory_id: item.subcategory_id, name: item.name, unit: item.unit, rate: item.rate, weight_kg: item.weight, added: true })),
    ],
  };
}

export function toCompletionDraft({ items, ...values }: CompletionValues): CompletionDraft {
  return {
    ...values,
    weights: items.filter((line) => !line.added).map((line) => line.weight_kg),
    added: items
      .filter((line) => line.added)
      .map((line) => ({ subcategory_id: line.subcategory_id, name: line.name, unit: line.unit, rate: line.rate, weight: line.weight_kg })),
  };
}
