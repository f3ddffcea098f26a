import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import '../../styles/forms.css';
import { uiTexts } from './texts.ts';

type ModalProps = {
  /** Called once when the person closes it (Escape, the confirm button, a link inside). */
  onClose: () => void;
  className: string;
  children: ReactNode;
  labelledBy: string;
  describedBy?: string;
  /** Where focus goes when it opens; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** A click on the backdrop closes it (menus); message dialogs wait for their button. */
  closesOnBackdrop?: boolean;
};

/**
 * A modal on the native <dialog> element: showModal() makes the rest of the page inert (the
 * focus trap), Escape closes it, and focus returns where it was. Mounted means open. Browsers
 * without showModal() get an open dialog and the same Escape handling.
 */
export function Modal({ onClose, className, children, labelledBy, describedBy, initialFocus, closesOnBackdrop = false }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  const isClosedRef = useRef(false);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    isClosedRef.current = false;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    (initialFocus?.current ?? dialog.querySelector<HTMLElement>('a[href], button, input, select, textarea'))?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      previous?.focus();
    };
  }, [initialFocus]);

  const requestClose = useCallback(() => {
    if (isClosedRef.current) return;
    isClosedRef.current = true;
    onCloseRef.current();
  }, []);

  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          requestClose();
        }
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its box.
        if (!closesOnBackdrop || event.target !== event.currentTarget) return;
        const box = event.currentTarget.getBoundingClientRect();
        const isOutside =
          event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
        if (isOutside) requestClose();
      }}
    >
      {children}
    </dialog>
  );
}

type DialogProps = {
  title: string;
  children: ReactNode;
  onClose: () => void;
  confirmLabel?: string;
  /** Other buttons, shown before the confirm button (which keeps the focus). */
  actions?: ReactNode;
};

/** The spec's message pop-up (section 8): a title, the message, and a green confirm button. */
export function Dialog({ title, children, onClose, confirmLabel = uiTexts.ok, actions }: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const isClosedRef = useRef(false);
  const close = () => {
    if (isClosedRef.current) return;
    isClosedRef.current = true;
    onClose();
  };
  return (
    <Modal className="dialog" onClose={close} labelledBy={titleId} describedBy={bodyId} initialFocus={confirmRef}>
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <div id={bodyId} className="dialog__body">
        {children}
      </div>
      <div className="dialog__actions">
        {actions}
        <button ref={confirmRef} type="button" className="btn btn--confirm" onClick={close}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

/** A second button of a message dialog; its work may show the next message (showMessage). */
export type MessageAction = { label: string; run: () => void | Promise<void> };

type MessageState = { key: number; text: string; onClose?: (() => void) | undefined; action?: MessageAction | undefined };

/**
 * A message dialog a page can open from an event handler: `showMessage(text, then, action)`.
 * Render `dialog` once in the page. Multi-line text shows one line per line. An action is a
 * second button; while its work runs the button is disabled, and a message it shows replaces this one.
 */
export function useMessageDialog(title: string) {
  const [state, setState] = useState<MessageState | null>(null);
  const [isActing, setIsActing] = useState(false);
  const showMessage = useCallback(
    (text: string, onClose?: () => void, action?: MessageAction) =>
      setState((current) => ({ key: (current?.key ?? 0) + 1, text, onClose, action })),
    [],
  );
  const action = state?.action;
  const dialog = state ? (
    <Dialog
      // A new message is a new dialog: its confirm button takes the focus again.
      key={`message-dialog-${state.key}`}
      title={title}
      onClose={() => {
        setState(null);
        state.onClose?.();
      }}
      actions={
        action && (
          <button
            type="button"
            className="btn btn--secondary"
            disabled={isActing}
            aria-busy={isActing}
            onClick={() => {
              setIsActing(true);
              void Promise.resolve()
                .then(action.run)
                .finally(() => setIsActing(false));
            }}
          >
            {action.label}
          </button>
        )
      }
    >
      <p className="dialog__text">{state.text}</p>
    </Dialog>
  ) : null;
  return { dialog, showMessage };
}
