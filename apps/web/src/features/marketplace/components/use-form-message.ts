import { useCallback, useRef } from 'react';
import { useMessageDialog } from '../../../components/ui/dialog.tsx';

/**
 * A form's message dialog (spec 8) that, when closed, hands the focus to the first field it
 * refused, or else to the submit button (disabled while sending, so the focus had nowhere to
 * return to). `sectionRef` goes on the element around the form.
 */
export function useFormMessage(title: string) {
  const { dialog, showMessage } = useMessageDialog(title);
  const sectionRef = useRef<HTMLElement>(null);
  const say = useCallback(
    (text: string) =>
      showMessage(text, () => {
        // Once the dialog is gone: while it is open the rest of the page is inert.
        window.setTimeout(() => {
          const form = sectionRef.current?.querySelector('form');
          (form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[type="submit"]'))?.focus();
        }, 0);
      }),
    [showMessage],
  );
  return { dialog, say, sectionRef };
}
