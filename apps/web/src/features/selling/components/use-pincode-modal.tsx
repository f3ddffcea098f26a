import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { withTwins } from '../../../lib/languages/twins.ts';

type ModalProps = { onClose: () => void };

/*
 * The modal's form brings zod, which /sell must not load first (bundle-budget.json): its chunk is
 * fetched as soon as the page is up, so it is there when a button opens it; opened sooner, it
 * shows once its chunk arrives.
 */
let loaded: ComponentType<ModalProps> | null = null;
const loadPincodeModal = withTwins(() =>
  import('./pincode-modal.tsx').then((module) => {
    loaded = module.PincodeModal;
    return { default: module.PincodeModal };
  }),
);
const LazyPincodeModal = lazy(loadPincodeModal);

/** The change-pincode modal of a page: `openPincodeModal()` from any button, `pincodeModal` rendered once. */
export function usePincodeModal() {
  // The component is chosen when the modal opens, so it stays the same one while it is open.
  const [OpenModal, setOpenModal] = useState<ComponentType<ModalProps> | null>(null);
  useEffect(() => {
    loadPincodeModal().catch((error: unknown) => console.warn('Could not load the pincode modal ahead', error));
  }, []);
  const openPincodeModal = useCallback(() => setOpenModal(() => loaded ?? LazyPincodeModal), []);
  const pincodeModal = OpenModal ? (
    <Suspense fallback={null}>
      <OpenModal onClose={() => setOpenModal(null)} />
    </Suspense>
  ) : null;
  return { openPincodeModal, pincodeModal };
}
