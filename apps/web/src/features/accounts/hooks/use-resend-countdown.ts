import { useCallback, useEffect, useState } from 'react';
import { otpRules } from '@kt/contract/limits';

/**
 * The wait before another code may be asked for (the server refuses a resend sooner): the
 * seconds `remaining`, counted from the first render (a code was just sent), and `restart` after
 * each new code. Read from the clock each second, so a tab in the background is not behind when
 * it comes back.
 */
export function useResendCountdown(seconds: number = otpRules.resendSeconds) {
  const [until, setUntil] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((until - now) / 1000));
  const isWaiting = remaining > 0;

  useEffect(() => {
    if (!isWaiting) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [isWaiting, until]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setUntil(start + seconds * 1000);
  }, [seconds]);

  return { remaining, restart };
}
