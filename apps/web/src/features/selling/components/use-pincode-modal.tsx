import { useCallback, useState } from 'react';
import { PincodeModal } from './pincode-modal.tsx';

/** The change-pincode modal of a page: `openPincodeModal()` from any button, `pincodeModal` rendered once. */
export function usePincodeModal() {
  const [isOpen, setIsOpen] = useState(false);
  const openPincodeModal = useCallback(() => setIsOpen(true), []);
  const pincodeModal = isOpen ? <PincodeModal onClose={() => setIsOpen(false)} /> : null;
  return { openPincodeModal, pincodeModal };
}
