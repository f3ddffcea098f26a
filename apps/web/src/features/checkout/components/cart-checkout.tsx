import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import type { AuthRecord } from '@kt/contract/accounts/auth-record';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { messages } from '@kt/contract/messages';
import type { PickupDetails } from '@kt/contract/orders/checkout';
import { paths } from '../../../lib/paths.ts';
import { Stepper } from '../../../components/ui/stepper.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { browserStorage, type OrderDetailsDraft } from '../../../lib/browser-storage.ts';
import { useCart } from '../../../lib/cart-store.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { deleteServerItems } from '../api/delete-items.ts';
import { placeOrder, sendCart, type CheckoutProgress } from '../checkout-flow.ts';
import { initialDraft } from '../pickup-details.ts';
import { CartItemsStep } from './cart-items-step.tsx';
import { EmptyCart } from './empty-cart.tsx';
import { FinalCheckoutStep } from './final-checkout-step.tsx';
import { OrderPlacedModal } from './order-placed-modal.tsx';
import { PickupAddressStep } from './pickup-address-step.tsx';
import '../checkout.css';
import { checkoutTexts } from '../texts.ts';

const steps = () => [checkoutTexts.steps.cart, checkoutTexts.steps.pickupAddress, checkoutTexts.steps.finalCheckout] as const;

/** Order calls' failures are shown as their message (spec 8 leaves them open). */
function failureText(error: unknown): string {
  return error instanceof ApiError ? localizeEnglish(error.message) : messages.general.loadFailed;
}

/**
 * /sell/cart (spec 2.5, 4): 1 'Your Cart', 2 'Your Pickup Address', 3 'Final Checkout', or
 * 'Your cart is empty' when there is nothing to sell. The page is behind the seller guard;
 * a session that ends on the page sends the person to sign in.
 */
export function CartCheckout({ sellPath }: { sellPath?: string } = {}) {
  const auth = useAuth();
  if (!auth) return <Navigate to={paths.signIn} replace />;
  return <CartCheckoutSteps auth={auth} sellPath={sellPath} />;
}

/** `sellPath`: the sell page the empty cart and 'Sell again' lead to (issue 28: a dealer's, in the dealer area). */
function CartCheckoutSteps({ auth, sellPath }: { auth: AuthRecord; sellPath: string | undefined }) {
  const queryClient = useQueryClient();
  const items = useCart();
  const stepNames = steps();
  const [step, setStep] = useState(1);
  const [draft, setDraft] = useState<OrderDetailsDraft>(() => initialDraft(browserStorage.getOrderDetails(), auth.mobile_number));
  const [details, setDetails] = useState<PickupDetails | null>(null);
  const [progress, setProgress] = useState<CheckoutProgress>({});
  const [isBusy, setIsBusy] = useState(false);
  const [placedOrderNumber, setPlacedOrderNumber] = useState<string | null>(null);
  // A second click lands before the button is re-rendered as disabled only in theory; the ref makes sure.
  const busyRef = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMovedRef = useRef(false);

  useEffect(() => {
    // Each step change moves focus to the new step's heading (not on the first render).
    if (!hasMovedRef.current) {
      hasMovedRef.current = true;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  async function run(task: () => Promise<void>) {
    if (busyRef.current) return;
    busyRef.current = true;
    setIsBusy(true);
    try {
      await task();
    } finally {
      busyRef.current = false;
      setIsBusy(false);
    }
  }

  const dealerId = items[0]?.dealer;

  function changeDraft(next: OrderDetailsDraft) {
    setDraft(next);
    browserStorage.setOrderDetails(next);
  }

  const sendItems = () =>
    run(async () => {
      try {
        const sent = await sendCart(auth, items);
        if (sent.hasPriceChanged) {
          browserStorage.setCart(sent.items);
          toast.info(messages.selling.priceChanged);
        }
        // A fresh set of items on the server: any order draft made before is not theirs.
        setProgress({});
        setStep(2);
      } catch (error) {
        toast.error(failureText(error));
      }
    });

  const backToCart = () =>
    run(async () => {
      if (dealerId !== undefined) {
        try {
          await deleteServerItems(auth.id, dealerId);
        } catch (error) {
          // Going back still works: 'Next' clears the server's items again before adding them.
          console.warn('Could not delete the items added for checkout', error);
        }
      }
      setProgress({});
      setStep(1);
    });

  const checkOut = () =>
    run(async () => {
      if (!details || dealerId === undefined) return;
      try {
        const order = await placeOrder({ auth, dealerId, details, progress, onProgress: setProgress });
        browserStorage.setCart([]);
        browserStorage.setOrderDetails(null);
        setDraft(initialDraft(null, auth.mobile_number));
        setDetails(null);
        setProgress({});
        setStep(1);
        setPlacedOrderNumber(order.order_number);
        void queryClient.invalidateQueries({ queryKey: ['orders'] });
      } catch (error) {
        toast.error(failureText(error));
      }
    });

  const placedModal = placedOrderNumber ? (
    <OrderPlacedModal orderNumber={placedOrderNumber} onClose={() => setPlacedOrderNumber(null)} {...(sellPath ? { sellPath } : {})} />
  ) : null;

  if (items.length === 0) {
    return (
      <>
        <EmptyCart {...(sellPath ? { sellPath } : {})} />
        {placedModal}
      </>
    );
  }

  return (
    <div className="checkout">
      <Stepper steps={stepNames} current={step} />
      <h2 ref={headingRef} tabIndex={-1} className="visually-hidden">
        {stepNames[step - 1]}
      </h2>
      {step === 1 && <CartItemsStep items={items} isSending={isBusy} onNext={() => void sendItems()} />}
      {step === 2 && (
        <PickupAddressStep
          draft={draft}
          onChange={changeDraft}
          email={auth.email}
          cartPincode={items[0]?.pincode ?? null}
          ktId={auth.account_category === 'customer' ? auth.KT_ID : null}
          isBusy={isBusy}
          onBack={() => void backToCart()}
          onNext={(valid) => {
            // New details need a new order_info; the order draft, if any, stays.
            setProgress((current) => (current.cartOrderId === undefined ? {} : { cartOrderId: current.cartOrderId }));
            setDetails(valid);
            setStep(3);
          }}
        />
      )}
      {step === 3 && details && (
        <FinalCheckoutStep
          items={items}
          details={details}
          email={auth.email}
          isPlacing={isBusy}
          onBack={() => setStep(2)}
          onCheckOut={() => void checkOut()}
        />
      )}
      {placedModal}
    </div>
  );
}
