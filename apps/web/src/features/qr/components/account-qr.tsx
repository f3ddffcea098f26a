import { useAuth } from '../../../lib/use-auth.ts';
import { KtQrCode } from './kt-qr-code.tsx';

/** The signed-in account's QR code page body: what it is for, and the code of its KT_ID. */
export function AccountQr() {
  const auth = useAuth();
  // The area layout shows a way back to sign-in when the session is gone.
  if (!auth) return null;
  return (
    <>
      <p className="lead">Your KT ID as a QR code. Show it at a pickup, or download it to print or share.</p>
      <KtQrCode ktId={auth.KT_ID} />
    </>
  );
}
