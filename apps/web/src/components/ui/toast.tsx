import { useSyncExternalStore } from 'react';
import { limits } from '@kt/contract/limits';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { uiTexts } from './texts.ts';

type ToastKind = 'success' | 'error' | 'info';
type Toast = { id: number; kind: ToastKind; text: string };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function dismiss(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** Removes every toast on screen (the test setup starts each test with none). */
export function dismissAllToasts() {
  toasts = [];
  emit();
}

function show(kind: ToastKind, text: string) {
  const id = nextId++;
  toasts = [...toasts, { id, kind, text }];
  emit();
  window.setTimeout(() => dismiss(id), limits.toastMs);
}

/** Toasts (spec section 9): top right, 5000 ms. Callable from anywhere. */
export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
};

const noToasts: typeof toasts = [];

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  // A server-rendered page has no toasts yet.
  const items = useSyncExternalStore(subscribe, () => toasts, () => noToasts);
  return (
    <div className="toaster" aria-live="polite" aria-atomic="false">
      {items.map((item) => (
        <div key={item.id} className={['toast', `toast--${item.kind}`].join(' ')} role={item.kind === 'error' ? 'alert' : 'status'}>
          {/* A server's English text in the page's language (issue 29): callers need not map it. */}
          <span>{localizeEnglish(item.text)}</span>
          <button type="button" className="toast__close" aria-label={uiTexts.dismiss} onClick={() => dismiss(item.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
