import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import '../../styles/forms.css';

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
};

/** The spec's message pop-up (section 8): a title, the message, and a green confirm button. */
export function Dialog({ title, children, onClose, confirmLabel = 'OK' }: DialogProps) {
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
        <button ref={confirmRef} type="button" className="btn btn--confirm" onClick={close}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

type MessageState = { text: string; onClose?: (() => void) | undefined };

/**
 * A message dialog a page can open from an event handler: `showMessage(text, then)`.
 * Render `dialog` once in the page. Multi-line text shows one line per line.
 */
export function useMessageDialog(title: string) {
  const [state, setState] = useState<MessageState | null>(null);
  const showMessage = useCallback((text: string, onClose?: () => void) => setState({ text, onClose }), []);
  const dialog = state ? (
    <Dialog
      title={title}
      onClose={() => {
        setState(null);
        state.onClose?.();
      }}
    >
      <p className="dialog__text">{state.text}</p>
    </Dialog>
  ) : null;
  return { dialog, showMessage };
}
